print([1, 2].enumerated().map { $0.element }.first as Any)
print([1, 2].reversed().map { $0 }.first as Any)
print(zip([1], [2]).map { $0 + $1 }.last as Any)
struct C: Sequence, IteratorProtocol {
    var n = 3
    mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }
}
print(C().enumerated().first { $0.offset == 1 } as Any)
print(C().enumerated().min { $0.element < $1.element } as Any)
let e = C().enumerated()
print(e.max { $0.element < $1.element } as Any)
var k = 0
let squares = AnyIterator { () -> Int? in
    k += 1
    return k <= 3 ? k * k : nil
}
print(squares.max() as Any)
print(C().first { $0 < 2 } as Any, C().min() as Any)
print(C().flatMap { [$0, $0] }.first as Any, C().filter { $0 > 0 }.last as Any)
print(C().enumerated().map { $0.element }.first as Any)
