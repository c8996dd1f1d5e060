enum Theme: String { case light, dark, sepia }
let saved = ["dark", "neon", "sepia"]
print(saved.compactMap(Theme.init(rawValue:)))
print(saved.map(Theme.init).map { $0?.rawValue ?? "-" })
struct Scale {
    var factor: Double
    func callAsFunction(_ value: Double) -> Double { value * factor }
    func callAsFunction(all values: [Double]) -> [Double] { values.map { $0 * factor } }
}
let double = Scale(factor: 2)
print(double(21), double(all: [1, 2.5]))
final class Counter {
    private(set) var calls = 0
    func callAsFunction(by step: Int = 1) -> Int {
        calls += step
        return calls
    }
}
let tick = Counter()
_ = tick()
_ = tick(by: 5)
print(tick(), tick.calls)
