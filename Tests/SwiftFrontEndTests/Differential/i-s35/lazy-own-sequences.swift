// `.lazy` on a sequence of the file's: closures run as the elements are asked for.
struct Naturals: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 1
            return n
        }
    }
}

let squares = Naturals().lazy.map { n -> Int in
    print("square \(n)")
    return n * n
}
print("made, nothing run yet")
print("first over 20:", squares.first { $0 > 20 }!)

let oddSquares = Naturals().lazy
    .filter { value -> Bool in
        print("  filter \(value)")
        return value % 2 == 1
    }
    .map { $0 * $0 }
print("first odd square over 10:", oddSquares.first(where: { $0 > 10 }) ?? -1)
print(oddSquares.contains(49))

let fizz = Naturals().lazy.compactMap { $0 % 3 == 0 ? "fizz\($0)" : nil }
for word in fizz {
    print(word)
    if word == "fizz9" { break }
}

struct Bounded: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 1
            print("  next \(n)")
            return n <= limit ? n : nil
        }
    }
}
let doubled = Bounded(limit: 4).lazy.map { $0 * 2 }
print(Array(doubled))
print(doubled.reduce(0, +), doubled.allSatisfy { $0 % 2 == 0 }, doubled.max()!)
print(Bounded(limit: 3).lazy.filter { $0 != 2 }.map { "#\($0)" }.joined(separator: ","))
print(Bounded(limit: 3).lazy.map { -$0 }.sorted())
