let closed = 1...3
let halfOpen = 0..<5
print(closed)
print(halfOpen)
print(closed.count, halfOpen.count)
print(closed.contains(3), halfOpen.contains(5))
print(closed.lowerBound, closed.upperBound, halfOpen.upperBound)
print(Array(closed.reversed()))
print(halfOpen.reversed().map { $0 * 10 })
print((5..<5).isEmpty, (5...5).isEmpty)
let r = 2.5...7.0
print(r, r.contains(7), r.contains(1))
print(halfOpen ~= 4)
print(Array(halfOpen).reduce(0, +))
print((1...10).filter { $0 % 4 == 0 })
debugPrint(closed)
