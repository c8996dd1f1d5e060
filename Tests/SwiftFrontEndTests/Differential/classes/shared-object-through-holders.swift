// A class holding a shared counter object; mutations through any holder are visible.
class Counter {
    var value = 0
}

class Clicker {
    let counter: Counter
    let amount: Int
    init(counter: Counter, amount: Int) {
        self.counter = counter
        self.amount = amount
    }
    func click() { counter.value += amount }
}

let shared = Counter()
let small = Clicker(counter: shared, amount: 1)
let big = Clicker(counter: shared, amount: 10)
small.click()
big.click()
small.click()
print(shared.value)
print(small.counter === big.counter)
let clickers = [small, big, small]
clickers.forEach { $0.click() }
print(shared.value)
