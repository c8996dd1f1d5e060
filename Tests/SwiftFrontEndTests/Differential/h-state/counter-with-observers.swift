class Counter {
    var onChange: ((Int, Int) -> Void)?
    var limit = 10

    var value = 0 {
        willSet {
            if newValue > limit { print("warning: \(newValue) exceeds \(limit)") }
        }
        didSet {
            if value > limit { value = limit }
            if value < 0 { value = 0 }
            onChange?(oldValue, value)
        }
    }

    func increment(by step: Int = 1) { value += step }
    func reset() { value = 0 }
}

var changes: [String] = []
let counter = Counter()
counter.onChange = { old, new in changes.append("\(old)->\(new)") }
counter.increment()
counter.increment(by: 4)
counter.increment(by: 20)
counter.value -= 3
counter.value = -8
counter.limit = 3
counter.increment(by: 5)
counter.reset()
print(changes)
print(counter.value)
counter.onChange = nil
counter.increment()
print(changes.count, counter.value)
