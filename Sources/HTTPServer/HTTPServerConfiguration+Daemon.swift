internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Translation of the configuration into libmicrohttpd's start flags and options.
extension HTTPServerConfiguration {
    /// Daemon flags. AUTO picks epoll for polling threads and poll() (not select(), which cannot
    /// watch descriptors above 1023) per connection. Error logging goes to `ServerContext`, not stderr.
    /// ITC (an inter-thread channel) lets `MHD_quiesce_daemon` wake the threads for a graceful stop.
    var daemonFlags: UInt32 {
        var flags = MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue
        if threading == .threadPerConnection {
            flags |= MHD_USE_THREAD_PER_CONNECTION.rawValue
        }
        // A connection waits, suspended, while a worker runs its handler.
        if usesWorkers { flags |= MHD_ALLOW_SUSPEND_RESUME.rawValue }
        return flags
    }

    /// The IPv4 address and port to bind, or an error naming the bad value.
    func socketAddress() throws(HTTPServerError) -> sockaddr_in {
        guard (0...65535).contains(port) else {
            throw HTTPServerError("port \(port) is outside 0...65535")
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw HTTPServerError("host \"\(host)\" is not an IPv4 address")
        }
        return address
    }

    /// Options for MHD_OPTION_ARRAY; `socketAddress` must stay valid until the daemon has started.
    func optionItems(socketAddress: UnsafeMutableRawPointer) -> [MHD_OptionItem] {
        var items = [
            MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: socketAddress),
            Self.item(.CONNECTION_TIMEOUT, connectionTimeoutSeconds),
            Self.item(.CONNECTION_LIMIT, connectionLimit),
            // The hard limit: past the soft one (`ServerContext.connectionsPerAddress`) a request is answered 503.
            Self.item(.PER_IP_CONNECTION_LIMIT, perIPConnectionLimit > 0 ? 2 * perIPConnectionLimit : 0),
            Self.item(.THREAD_STACK_SIZE, threadStackBytes),
            Self.item(.CONNECTION_MEMORY_LIMIT, connectionMemoryBytes),
        ]
        // libmicrohttpd refuses a pool size together with thread-per-connection.
        if threading == .threadPool {
            items.append(Self.item(.THREAD_POOL_SIZE, threadPoolSize))
        }
        items.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        return items
    }

    /// Whether handlers run on the worker pool (suspend/resume does not apply to a thread per connection).
    var usesWorkers: Bool { workerThreads > 0 && threading != .threadPerConnection }

    private static func item(_ option: MHD_OPTION, _ value: Int) -> MHD_OptionItem {
        MHD_OptionItem(option: option, value: max(0, value), ptr_value: nil)
    }
}
