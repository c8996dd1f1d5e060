/// Listening and resource limits; libmicrohttpd's own defaults have no timeout, per-IP limit or body cap.
public struct HTTPServerConfiguration: Sendable {
    /// IPv4 literal to bind.
    public var host: String = "127.0.0.1"
    /// 0 lets the system pick a free port; read it back from `HTTPServer.port`.
    public var port: Int = 8080
    public var threading: HTTPThreadingMode = .threadPool
    /// Threads in the pool; only used by `.threadPool`.
    public var threadPoolSize: Int = 2
    public var connectionLimit: Int = 1024
    /// Open connections per client address; 0: no per-address limit.
    public var perIPConnectionLimit: Int = 256
    /// Idle seconds before a connection is closed; 0: never.
    public var connectionTimeoutSeconds: Int = 30
    /// Larger request bodies are answered with 413.
    public var maxBodyBytes: Int = 1_048_576
    /// The 413 answer for a body over `maxBodyBytes`, given the limit: the application's own
    /// problem (its catalogue), sent before the body is read. nil: a plain RFC 9457 problem.
    public var contentTooLarge: (@Sendable (_ limit: Int) -> HTTPResponse)?

    public init() {}
}

extension HTTPServerConfiguration {
    /// Why a server cannot start with this configuration, or nil when it can. libmicrohttpd takes
    /// its limits as unsigned integers, so a negative one would silently become a huge one.
    public var validationFailure: String? {
        guard (0...65_535).contains(port) else { return "port must be 0-65535, got \(port)" }
        for (name, value) in [
            ("maxBodyBytes", maxBodyBytes), ("connectionLimit", connectionLimit),
            ("threadPoolSize", threadPoolSize),
        ] where value < 1 {
            return "\(name) must be at least 1, got \(value)"
        }
        for (name, value) in [
            ("perIPConnectionLimit", perIPConnectionLimit),
            ("connectionTimeoutSeconds", connectionTimeoutSeconds),
        ] where value < 0 {
            return "\(name) must be 0 or more, got \(value)"
        }
        return nil
    }
}
