// A protocol extension's mutating method called on a value of the protocol's type: chosen
// statically, it changes the variable (or array element) it was called on, and its bare call of a
// requirement dispatches to the conforming type's own.
protocol Counter {
    var value: Int { get set }
    mutating func increment()
}

extension Counter {
    mutating func increment() { value += 1 }
    mutating func reset() { value = 0 }
    mutating func incrementTwice() {
        increment()
        increment()
    }
    mutating func bump(by times: Int) -> Int {
        for _ in 0..<times { incrementTwice() }
        return value
    }
}

struct StepCounter: Counter {
    var value = 0
    var step = 5
    mutating func increment() { value += step }
}

struct PlainCounter: Counter { var value = 0 }

var counter: Counter = StepCounter()
counter.incrementTwice()
print(counter.value, counter.bump(by: 2), counter.value)
var counters: [Counter] = [StepCounter(value: 1, step: 3), PlainCounter()]
for index in counters.indices { counters[index].incrementTwice() }
print(counters.map { $0.value })
counters[0].reset()
print(counters.map { $0.value })
var plain = PlainCounter(value: 7)
plain.incrementTwice()
print(plain.value)
