// Static/global registries of handlers and instances, cleared at shutdown
final class Handler {
    let route: String
    let action: (String) -> String
    init(_ r: String, _ a: @escaping (String) -> String) { route = r; action = a; print("handler \(r) registered") }
    deinit { print("handler \(route) released") }
}

final class Analytics {
    static var shared: Analytics? = Analytics()
    var events: [String] = []
    init() { print("Analytics created") }
    deinit { print("Analytics destroyed after \(events.count) events") }
    func track(_ e: String) { events.append(e) }
}

enum Routes {
    static var handlers: [Handler] = []
    static var fallback: Handler? = nil
    static func dispatch(_ path: String) -> String {
        Analytics.shared?.track(path)
        for h in handlers where path.hasPrefix(h.route) { return h.action(path) }
        return fallback?.action(path) ?? "404 \(path)"
    }
}

var globalCounter = 0
final class Counter {
    let name: String
    init(_ n: String) { name = n }
    deinit { print("counter \(name) gone at \(globalCounter)") }
}

func setup() {
    let counter = Counter("hits")
    Routes.handlers.append(Handler("/user") { p in globalCounter += 1; return "user page \(p) [\(counter.name)]" })
    Routes.handlers.append(Handler("/admin") { _ in "forbidden" })
    Routes.fallback = Handler("*") { p in "fallback for \(p)" }
    print("setup done")
}

setup()
print(Routes.dispatch("/user/1"))
print(Routes.dispatch("/admin"))
print(Routes.dispatch("/nowhere"))
print(Routes.dispatch("/user/2"))
Routes.fallback = nil
print(Routes.dispatch("/nowhere"))
print("shutting down")
Routes.handlers.removeFirst()
print("first handler removed")
Routes.handlers.removeAll()
print("handlers cleared")
Analytics.shared = nil
print(Routes.dispatch("/user/3"))
print("end")
