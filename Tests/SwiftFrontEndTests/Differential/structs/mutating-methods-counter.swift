// Mutating methods change the stored properties of a var.
struct Counter {
    private(set) var count = 0
    var step = 1

    mutating func increment() {
        count += step
    }

    mutating func reset() {
        count = 0
    }

    func describe() -> String {
        "count=\(count) step=\(step)"
    }
}

var counter = Counter()
counter.increment()
counter.increment()
print(counter.describe())
counter.step = 5
counter.increment()
print(counter.describe())
counter.reset()
print(counter.describe())
