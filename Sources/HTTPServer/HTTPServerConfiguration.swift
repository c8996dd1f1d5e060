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
    public var perIPConnectionLimit: Int = 256
    /// Idle seconds before a connection is closed.
    public var connectionTimeoutSeconds: Int = 30
    /// Larger request bodies are answered with 413.
    public var maxBodyBytes: Int = 1_048_576

    public init() {}
}
