/// How libmicrohttpd schedules connections (see design.md for measurements on this machine).
public enum HTTPThreadingMode: String, Sendable, Codable {
    /// Several epoll threads sharing the listen socket: most throughput under heavy load.
    case threadPool
    /// One epoll thread: as fast under light load, with the steadiest latency.
    case singleThread
    /// One thread per connection: slowest, kept for comparison.
    case threadPerConnection
}
