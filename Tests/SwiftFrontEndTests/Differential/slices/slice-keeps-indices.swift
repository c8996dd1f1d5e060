// An ArraySlice keeps the indices its elements had in the array.
let a = [10, 20, 30, 40]
let s = a[1..<3]
print(s, s.startIndex, s.endIndex, s.indices, s[1])
debugPrint(s)
print([s])
print(s.firstIndex(of: 30)!, s.first!, s.count, Array(s))
let t = a[2...]
print(t, a[..<2], a[...1])
print(a.dropFirst(), a.dropFirst().startIndex, a.suffix(2).startIndex, a.prefix(2).startIndex, a.dropLast().endIndex)
print(t.dropFirst().startIndex, s.prefix(1).startIndex)
print(s == [20, 30], s.map { $0 + 1 }, s.enumerated().map { $0.offset })
print(s.lastIndex(of: 20)!, t.indices)
let e = a[4...]
print(e, e.isEmpty, e.startIndex)
let middle = a[2..<2]
print(middle.isEmpty, middle.startIndex)
let words = ["alpha", "beta", "gamma", "delta"]
for (offset, word) in words[1...].enumerated() { print(offset, word) }
print(words.dropFirst(2).joined(separator: "+"), String("swiftly".dropFirst(5)))
