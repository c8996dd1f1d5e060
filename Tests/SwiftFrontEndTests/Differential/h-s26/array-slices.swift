let a = [10, 20, 30, 40, 50, 60]
let s = a[1...3]
print(s, s.startIndex, s.endIndex, s.count)
print(s.first!, s[2])
print(Array(a[2...]), a[..<2], a[...1])
print(a.dropFirst(), a.dropLast(2), a.prefix(2), a.suffix(3))
print(a.prefix(while: { $0 < 35 }), a.drop(while: { $0 < 35 }))
print(a.indices, Array(a.indices))
for (i, v) in a.enumerated() where i % 2 == 1 { print(i, v) }
print(a.firstIndex(where: { $0 > 25 })!, a.lastIndex(of: 60)!)
var b = a
b[1...2] = [0]
print(b, a.count, b.count)
b.removeFirst()
b.removeLast()
b.insert(99, at: 1)
print(b)
b.swapAt(0, 1)
print(b, b.contains(99))
print(a.split(whereSeparator: { $0 == 30 }))
print(Array(repeating: "-", count: 4).joined())
