// Event bus with handlers using unowned self and guard let self; handler removal on deinit
final class EventBus {
    typealias Handler = (String) -> Void
    private var handlers: [(owner: String, fn: Handler)] = []
    func on(_ owner: String, _ fn: @escaping Handler) { handlers.append((owner, fn)) }
    func off(_ owner: String) {
        let n = handlers.count
        handlers.removeAll { $0.owner == owner }
        print("off(\(owner)) removed \(n - handlers.count)")
    }
    func emit(_ e: String) {
        print("emit \(e) to \(handlers.count)")
        for h in handlers { h.fn(e) }
    }
}

class Widget {
    let name: String
    unowned let bus: EventBus
    var received: [String] = []
    init(_ n: String, bus: EventBus) {
        name = n; self.bus = bus
        print("\(n) init")
        subscribe()
    }
    func subscribe() {
        bus.on(name) { [unowned self] e in self.received.append(e); print("  \(self.name) got \(e)") }
    }
    deinit { print("\(name) deinit after \(received)"); bus.off(name) }
}

final class LazyWidget: Widget {
    override func subscribe() {
        bus.on(name) { [weak self] e in
            guard let self = self else { print("  (lazy widget gone)"); return }
            self.received.append(e.uppercased())
            print("  \(self.name) got \(e.uppercased())")
        }
    }
    deinit { print("LazyWidget \(name) subclass deinit") }
}

let bus = EventBus()
var w1: Widget? = Widget("clock", bus: bus)
var w2: Widget? = LazyWidget("weather", bus: bus)
bus.emit("tick")
w1 = nil
bus.emit("rain")
func withTemporaryWidget(_ body: (Widget) -> Void) {
    let t = Widget("temp", bus: bus)
    defer { print("temporary scope ending") }
    body(t)
}
withTemporaryWidget { w in bus.emit("temp-\(w.name)") }
bus.emit("later")
w2 = nil
bus.emit("final")
print("end")
