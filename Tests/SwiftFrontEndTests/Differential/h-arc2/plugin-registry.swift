// Plugin registry: static registry of protocol-typed plugins, later cleared
protocol Plugin: AnyObject {
    var name: String { get }
    func activate(host: Host)
}

final class Host {
    var log: [String] = []
    init() { print("Host up") }
    deinit { print("Host down, log=\(log)") }
}

enum Registry {
    static var plugins: [Plugin] = []
    static var byName: [String: Plugin] = [:]
    static func register(_ p: Plugin) {
        plugins.append(p); byName[p.name] = p
        print("registered \(p.name) (total \(plugins.count))")
    }
    static func unregister(_ name: String) {
        byName[name] = nil
        plugins.removeAll { $0.name == name }
        print("unregistered \(name)")
    }
}

class BasePlugin: Plugin {
    let name: String
    weak var host: Host?
    init(_ n: String) { name = n; print("\(n) loaded") }
    func activate(host: Host) { self.host = host; host.log.append(name) }
    deinit { print("\(name) unloaded (base)") }
}

final class LoggerPlugin: BasePlugin {
    lazy var prefix: String = { print("  computing prefix for \(name)"); return "[\(name.uppercased())]" }()
    override func activate(host: Host) {
        super.activate(host: host)
        print(prefix, "activated; host alive \(self.host != nil)")
    }
    deinit { print("\(name) logger flush") }
}

func bootstrap() -> Host {
    let h = Host()
    Registry.register(BasePlugin("analytics"))
    Registry.register(LoggerPlugin("logger"))
    Registry.register(BasePlugin("crash"))
    for p in Registry.plugins { p.activate(host: h) }
    return h
}

var host: Host? = bootstrap()
(Registry.byName["logger"] as? LoggerPlugin).map { print("again:", $0.prefix) }
Registry.unregister("analytics")
print("remaining:", Registry.plugins.map { $0.name })
host = nil
print("host released; logger host:", (Registry.byName["logger"] as? BasePlugin)?.host == nil ? "nil" : "alive")
Registry.byName.removeAll()
print("byName cleared")
Registry.plugins.removeAll()
print("end")
