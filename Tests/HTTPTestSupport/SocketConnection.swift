#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)  // a closed peer must give EPIPE, not kill the test run
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif

/// A blocking TCP connection with buffered reads and a timeout on every read and write,
/// so that a misbehaving server fails a test instead of hanging it.
public final class SocketConnection {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    public init(host: String = "127.0.0.1", port: Int, timeoutSeconds: Int) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(truncatingIfNeeded: port).bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw TestHTTPError.connectFailed("\(host) is not an IPv4 address")
        }
        descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw TestHTTPError.connectFailed(Self.lastError()) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close() on failure: a class initializer that throws after initializing every property
        // still runs deinit, and closing twice could close a descriptor reused by another thread.
        guard connected == 0 else {
            throw TestHTTPError.connectFailed("\(host):\(port): \(Self.lastError())")
        }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    public func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, sendFlags)
            }
            if count < 0 {
                switch errno {
                case EINTR: continue
                case EAGAIN, EWOULDBLOCK: throw TestHTTPError.timedOut
                case EPIPE, ECONNRESET: throw TestHTTPError.closed
                default: throw TestHTTPError.ioFailed(Self.lastError())
                }
            }
            sent += count
        }
    }

    /// The next line without its CRLF. Throws `.closed` at end of stream.
    func readLine() throws -> String {
        var searchFrom = 0
        while true {
            if let end = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<end].last == UInt8(ascii: "\r") ? buffer[..<(end - 1)] : buffer[..<end]
                defer { buffer.removeFirst(end + 1) }
                return String(decoding: line, as: UTF8.self)
            }
            searchFrom = buffer.count
            guard try fill() else { throw buffer.isEmpty ? TestHTTPError.closed : TestHTTPError.truncated }
        }
    }

    func read(count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw TestHTTPError.truncated }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }

    public func readToEnd() throws -> [UInt8] {
        while try fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// Appends whatever the peer sent next; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count == 0 { return false }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: throw TestHTTPError.timedOut
            case ECONNRESET: return false
            default: throw TestHTTPError.ioFailed(Self.lastError())
            }
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
