// Escaping closures stored for later, like a simple event bus.
final class EventBus {
    private var listeners: [String: [(String) -> Void]] = [:]
    func on(_ event: String, _ handler: @escaping (String) -> Void) {
        listeners[event, default: []].append(handler)
    }
    func emit(_ event: String, _ payload: String) {
        for handler in listeners[event] ?? [] { handler(payload) }
    }
}
let bus = EventBus()
var received: [String] = []
bus.on("login") { received.append("A:" + $0) }
bus.on("login") { user in print("welcome", user) }
bus.on("logout") { print("bye", $0) }
bus.emit("login", "kim")
bus.emit("logout", "kim")
bus.emit("unknown", "x")
print(received)
var tasks: [() -> Int] = []
for n in [2, 3] { tasks.append { n * n } }
print(tasks.map { $0() })
