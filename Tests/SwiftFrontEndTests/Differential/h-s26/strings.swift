import Foundation
let s = "Hello, Swift World"
print(s.count, s.uppercased(), s.lowercased())
print(s.hasPrefix("Hello"), s.hasSuffix("world"), s.contains("Swift"))
let parts = s.split(separator: " ")
print(parts)
print(parts.map(String.init))
print(s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
print(String(s.reversed()))
print(s.first!, s.last!, s.first { $0.isLowercase }!)
let vowels = s.filter { "aeiouAEIOU".contains($0) }
print(vowels, vowels.count)
print(s.replacingOccurrences(of: "o", with: "0"))
var t = "abc"
t += "def"
t.append("!")
t.insert("X", at: t.startIndex)
print(t, t.isEmpty, "".isEmpty)
print(s.prefix(5), s.suffix(5), s.dropFirst(7).prefix(5))
let idx = s.firstIndex(of: ",")!
print(s[..<idx], s[s.index(after: idx)...])
print("a,b,,c".split(separator: ","), "a,b,,c".components(separatedBy: ","))
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
