final class Screen {
    let title: String
    init(_ title: String) {
        self.title = title
        print("Screen \(title) created")
    }
    deinit { print("Screen \(title) destroyed") }
}

final class Router {
    private var routes: [String: () -> Screen] = [:]
    private var current: Screen?

    func register(_ path: String, _ builder: @escaping () -> Screen) {
        print("register \(path)")
        routes[path] = builder
    }

    func navigate(_ path: String) {
        guard let build = routes[path] else {
            print("no route \(path)")
            return
        }
        current = build()
        print("now showing \(current!.title)")
    }

    func unregister(_ path: String) {
        routes[path] = nil
        print("unregistered \(path)")
    }

    deinit { print("Router deinit") }
}

func run() {
    var router: Router? = Router()
    var shared: Screen? = Screen("Shared")
    router!.register("/home") { Screen("Home") }
    router!.register("/shared") { [shared] in shared! }
    router!.register("/cached") { [cached = Screen("Cached")] in cached }
    router!.navigate("/home")
    router!.navigate("/shared")
    router!.navigate("/home")
    router!.navigate("/cached")
    router!.register("/cached") { Screen("Fresh") }
    print("re-registered /cached")
    router!.navigate("/missing")
    router!.navigate("/cached")
    shared = nil
    print("local shared reference dropped")
    router!.unregister("/shared")
    router = nil
    print("end run")
}

run()
