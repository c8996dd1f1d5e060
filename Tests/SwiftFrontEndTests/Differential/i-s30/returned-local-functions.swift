// A local function returned from its function keeps the variables it captured.
func outer() -> Int {
    var n = 0
    func inc() { n += 1 }
    inc(); inc()
    return n
}
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    func next() -> Int {
        total += step
        return total
    }
    return next
}
let byOne = makeCounter(step: 1), byTen = makeCounter(step: 10)
print(outer(), byOne(), byOne(), byTen(), byOne(), byTen())
