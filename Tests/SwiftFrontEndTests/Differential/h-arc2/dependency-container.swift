// Dependency injection container with singleton and factory scopes; reset clears singletons
protocol Service: AnyObject { var name: String { get } }

final class APIService: Service {
    let name = "api"
    init() { print("APIService init") }
    deinit { print("APIService deinit") }
}

final class AnalyticsService: Service {
    let name = "analytics"
    let api: APIService
    init(api: APIService) { self.api = api; print("Analytics init (uses \(api.name))") }
    deinit { print("Analytics deinit") }
}

final class Container {
    private var factories: [String: (Container) -> Service] = [:]
    private var singletons: [String: Service] = [:]
    private var singletonKeys: Set<String> = []
    private var order: [String] = []
    init() { print("container init") }
    deinit { print("container deinit") }
    func register(_ key: String, singleton: Bool, _ f: @escaping (Container) -> Service) {
        factories[key] = f
        if singleton { singletonKeys.insert(key) }
    }
    func resolve(_ key: String) -> Service {
        if let s = singletons[key] { return s }
        let s = factories[key]!(self)
        if singletonKeys.contains(key) { singletons[key] = s; order.append(key); print("cached \(key)") }
        return s
    }
    func reset() {
        print("reset: dropping singletons in reverse order")
        for k in order.reversed() { singletons[k] = nil; print("  dropped \(k)") }
        order.removeAll()
    }
}

var container: Container? = Container()
container!.register("api", singleton: true) { _ in APIService() }
container!.register("analytics", singleton: false) { c in AnalyticsService(api: c.resolve("api") as! APIService) }
do {
    let a1 = container!.resolve("analytics")
    let a2 = container!.resolve("analytics")
    print("same analytics?", a1 === a2, "same api?", (a1 as! AnalyticsService).api === (a2 as! AnalyticsService).api)
    _ = a2.name
}
print("after scope")
var held: Service? = container!.resolve("analytics")
container!.reset()
print("api still alive through analytics:", (held as? AnalyticsService)?.api.name ?? "-")
held = nil
print("resolving again")
let fresh = container!.resolve("api")
print("fresh:", fresh.name)
container = nil
print("end")
