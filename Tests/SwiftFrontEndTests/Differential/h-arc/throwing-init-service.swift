enum ConfigError: Error {
    case missingKey(String)
    case invalidPort(Int)
}

final class Connection {
    let host: String
    init(host: String) {
        self.host = host
        print("Connection to \(host) opened")
    }
    deinit { print("Connection to \(host) closed") }
}

final class APIService {
    let name: String
    let connection: Connection
    let port: Int
    init(config: [String: String]) throws {
        guard let host = config["host"] else {
            print("APIService: missing host")
            throw ConfigError.missingKey("host")
        }
        self.connection = Connection(host: host)
        guard let portString = config["port"], let port = Int(portString) else {
            print("APIService: missing port")
            throw ConfigError.missingKey("port")
        }
        guard port > 0 && port < 65536 else {
            throw ConfigError.invalidPort(port)
        }
        self.port = port
        self.name = "\(host):\(port)"
        print("APIService \(name) ready")
    }
    deinit { print("APIService \(name) deinit") }
}

func make(_ label: String, _ config: [String: String]) {
    print("== \(label)")
    do {
        let service = try APIService(config: config)
        print("using \(service.name)")
    } catch ConfigError.missingKey(let key) {
        print("error: missing \(key)")
    } catch ConfigError.invalidPort(let p) {
        print("error: invalid port \(p)")
    } catch {
        print("error: other")
    }
    print("== end \(label)")
}

make("no host", [:])
make("no port", ["host": "api.example.com"])
make("bad port", ["host": "api.example.com", "port": "70000"])
make("good", ["host": "api.example.com", "port": "443"])
let maybe = try? APIService(config: ["host": "x"])
print("try? result is nil: \(maybe == nil)")
