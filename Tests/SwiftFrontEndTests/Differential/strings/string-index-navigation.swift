import Foundation

var s = "Hello, world"
let start = s.startIndex
let fifth = s.index(start, offsetBy: 4)
print(s[fifth])
print(s[s.index(after: start)], s[s.index(before: s.endIndex)])
print(s[start..<fifth], s[...fifth])
let comma = s.firstIndex(of: ",")!
s.insert("!", at: comma)
print(s)
s.insert(contentsOf: " big", at: s.index(s.firstIndex(of: " ")!, offsetBy: 0))
print(s)
s.remove(at: s.startIndex)
print(s)
let range = s.range(of: "world")!
s.replaceSubrange(range, with: "Swift")
print(s)
print(s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex) != nil)
print(s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) == nil)
