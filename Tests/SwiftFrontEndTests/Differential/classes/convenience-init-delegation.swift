// Convenience initialisers delegate across with self.init; prints show the order.
class Connection {
    let host: String
    let port: Int
    let secure: Bool

    init(host: String, port: Int, secure: Bool) {
        print("designated init \(host):\(port)")
        self.host = host
        self.port = port
        self.secure = secure
    }

    convenience init(host: String) {
        print("convenience init(host:) start")
        self.init(host: host, port: 443, secure: true)
        print("convenience init(host:) end")
    }

    convenience init() {
        print("convenience init() start")
        self.init(host: "localhost")
        print("convenience init() end")
    }
}

let c = Connection()
print(c.host, c.port, c.secure)
let d = Connection(host: "example.org", port: 80, secure: false)
print(d.host, d.port, d.secure)
