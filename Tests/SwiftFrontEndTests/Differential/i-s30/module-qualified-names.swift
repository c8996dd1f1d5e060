// `Swift.max`, `Swift.min`, `Swift.print`: a module's name qualifies the function after it.
struct Meter {
    var readings: [Int]
    func max() -> Int { readings.reduce(0) { Swift.max($0, $1) } }
    func clamp(_ value: Int) -> Int { Swift.min(Swift.max(value, 0), 10) }
}
func pad(_ n: Int) -> String { String(repeating: ".", count: Swift.max(0, n)) }
let meter = Meter(readings: [3, 9, 4])
print(meter.max(), meter.clamp(-5), meter.clamp(42), meter.clamp(7))
print("[" + pad(3) + "]", "[" + pad(-2) + "]")
Swift.print(Swift.abs(-4), Swift.min(2.5, 1.5))
