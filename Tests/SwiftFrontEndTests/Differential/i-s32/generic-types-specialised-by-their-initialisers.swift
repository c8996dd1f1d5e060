final class Observable<Value> {
    private var observers: [(Value, Value) -> Void] = []
    var value: Value {
        didSet { for observer in observers { observer(oldValue, value) } }
    }
    init(_ value: Value) { self.value = value }
    func observe(_ observer: @escaping (Value, Value) -> Void) { observers.append(observer) }
}
let temperature = Observable(20.0)
var changes: [String] = []
temperature.observe { old, new in changes.append("\(old)->\(new)") }
temperature.value = 25.5
temperature.value = 31
print(changes, temperature.value / 2)
let count = Observable(1)
count.value = 2
print(count.value / 2)
struct Range2<Bound> { var low: Bound; var high: Bound }
var span = Range2(low: 0.5, high: 2)
span.high = 4
print(span.low, span.high)
var counts = Range2(low: 1, high: 2)
counts.high = 3
print(counts.low, counts.high)
