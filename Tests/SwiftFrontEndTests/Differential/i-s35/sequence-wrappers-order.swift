// The standard library's wrappers over a sequence of the file's: when next() runs against the loop.
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else {
            print("  next: end")
            return nil
        }
        defer { current -= 1 }
        print("  next: \(current)")
        return current
    }
}

print("prefix(2):")
for value in Countdown(current: 5).prefix(2) { print("got", value) }
print("dropFirst(3):")
for value in Countdown(current: 5).dropFirst(3) { print("got", value) }
print("dropFirst():")
print(Array(Countdown(current: 3).dropFirst()))
print("drop(while:):")
let dropped = Countdown(current: 6).drop { value in
    print("  test \(value)")
    return value > 4
}
for value in dropped { print("got", value) }
print("prefix(while:):")
let kept = Countdown(current: 6).prefix(while: { $0 > 3 })
print(kept, kept.count)
print("chained:", Array(Countdown(current: 9).dropFirst(2).prefix(3)))
print("mapped:", Countdown(current: 4).dropFirst(1).map { $0 * 10 })
print("reduced:", Countdown(current: 4).prefix(3).reduce(0, +))
print("underestimated:", Countdown(current: 4).underestimatedCount)
