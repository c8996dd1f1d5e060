class EventBus {
    private var listeners: [(String) -> Void] = []
    func subscribe(_ f: @escaping (String) -> Void) { listeners.append(f) }
    func emit(_ e: String) { listeners.forEach { $0(e) } }
}
let bus = EventBus()
var log: [String] = []
bus.subscribe { log.append("A:" + $0) }
bus.subscribe { e in if e.hasPrefix("x") { log.append("B:" + e) } }
bus.emit("hello")
bus.emit("xray")
print(log)
class Button {
    var onTap: (() -> Void)?
    func tap() { onTap?() }
}
let btn = Button()
btn.tap()
var taps = 0
btn.onTap = { taps += 1; print("tapped \(taps)") }
btn.tap(); btn.tap()
func delayed(_ work: @escaping () -> Int) -> () -> String { { "result \(work())" } }
let d = delayed { taps * 100 }
taps = 7
print(d())
let adders = (1...3).map { n in { (x: Int) in x + n } }
print(adders.map { $0(10) })
