struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        print("  next", n)
        defer { n -= 1 }
        return n
    }
}
for (i, v) in Countdown(n: 3).enumerated() {
    print(i, v)
}
print(Countdown(n: 3).enumerated().map { "\($0.offset):\($0.element)" })
print(Countdown(n: 4).flatMap { [$0, -$0] })
print(Countdown(n: 5).count(where: { $0 % 2 == 1 }))
var k = 0
let squares = AnyIterator { () -> Int? in
    k += 1
    return k <= 3 ? k * k : nil
}
print(Array(squares))
for (offset, pair) in Countdown(n: 2).enumerated() where offset > 0 {
    print("later", pair)
}
