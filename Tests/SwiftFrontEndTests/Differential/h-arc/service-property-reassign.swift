protocol AnalyticsBackend: AnyObject {
    var name: String { get }
    func send(_ event: String)
}

final class ConsoleBackend: AnalyticsBackend {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) backend up")
    }
    func send(_ event: String) { print("\(name) <- \(event)") }
    deinit { print("\(name) backend down") }
}

final class AnalyticsService {
    var backend: AnalyticsBackend {
        willSet { print("swapping \(backend.name) for \(newValue.name)") }
        didSet { print("swapped; old was \(oldValue.name)") }
    }
    var fallback: AnalyticsBackend?

    init(backend: AnalyticsBackend) { self.backend = backend }

    func track(_ event: String) {
        backend.send(event)
        fallback?.send(event)
    }
    deinit { print("AnalyticsService deinit using \(backend.name)") }
}

func run() {
    let service = AnalyticsService(backend: ConsoleBackend(name: "Debug"))
    service.track("launch")
    service.backend = ConsoleBackend(name: "Staging")
    print("after swap 1")
    service.track("login")
    service.fallback = ConsoleBackend(name: "Fallback")
    service.track("purchase")
    service.fallback = service.backend
    print("fallback now shares \(service.fallback!.name)")
    service.backend = ConsoleBackend(name: "Prod")
    print("after swap 2")
    service.track("logout")
    service.fallback = nil
    print("end run")
}

run()
print("done")
