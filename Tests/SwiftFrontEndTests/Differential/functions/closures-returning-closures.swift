// A counter factory: each counter keeps its own state.
func makeCounter(step: Int = 1) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let a = makeCounter()
let b = makeCounter(step: 10)
print(a(), a(), a())
print(b(), b())
print(a())
let c = a
print(c(), a())
func makeMultiplier(_ m: Int) -> (Int) -> Int { { $0 * m } }
let triple = makeMultiplier(3)
print([1, 2, 3].map(triple))
func adder(_ x: Int) -> (Int) -> (Int) -> Int { { y in { z in x + y + z } } }
print(adder(1)(2)(3))
