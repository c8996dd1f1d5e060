struct Countdown: Sequence {
    let start: Int

    func makeIterator() -> CountdownIterator {
        CountdownIterator(current: start)
    }
}

struct CountdownIterator: IteratorProtocol {
    var current: Int

    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        print("  next gives", current)
        defer { current -= 1 }
        return current
    }
}

let countdown = Countdown(start: 4)
for n in countdown {
    print("tick", n)
}
print(countdown.map { $0 * 10 })
print(countdown.filter { $0 % 2 == 0 }, countdown.reduce(0, +))
print(countdown.first { $0 < 4 } as Any)
print(countdown.contains(2), countdown.allSatisfy { $0 > 0 })
print(Array(countdown).count, countdown.sorted(), countdown.min() as Any, countdown.max() as Any)
print(Countdown(start: 0).map { $0 }, Countdown(start: 0).first { _ in true } as Any)
