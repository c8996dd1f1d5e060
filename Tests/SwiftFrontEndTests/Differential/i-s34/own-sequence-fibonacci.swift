struct Fibonacci: Sequence, IteratorProtocol {
    var current = 0
    var following = 1

    mutating func next() -> Int? {
        let value = current
        let sum = current + following
        current = following
        following = sum
        return value
    }
}

for (index, value) in zip(0..<10, [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]) where index > 7 {
    print(index, value)
}
for value in Fibonacci() {
    if value > 50 { break }
    print(value, terminator: " ")
}
print()
print(Fibonacci().first { $0 > 1000 } as Any)
print(Fibonacci().contains(144), Fibonacci().first { $0 % 7 == 0 && $0 > 0 } as Any)
var sequence = Fibonacci()
print(sequence.next() as Any, sequence.next() as Any, sequence.next() as Any, sequence.next() as Any)
