import Dispatch
import Foundation
import HTTPServer
import HTTPTestSupport
import Support
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A raw TCP connection that sends nothing, to occupy a connection slot.
private final class IdleConnection {
    let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { throw TestHTTPError.closed }
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// True when the server closed the connection (read returns 0 or a reset) within 3 s.
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    deinit { close(descriptor) }
}

@Suite struct LimitAndShutdownTests {
    @Test func connectionLimitClosesTheExtraConnectionWhileOthersAreServed() throws {
        try withEchoServer({
            $0.connectionLimit = 3; $0.threading = .threadPerConnection
        }) { server, _ in
            let client = try TestHTTPClient(port: server.port)
            #expect(try client.send("GET", "/one").status == 200)
            let idle = try (0..<2).map { _ in try IdleConnection(port: server.port) }
            let extra = try IdleConnection(port: server.port)
            #expect(extra.isClosedByServer())
            #expect(try client.send("GET", "/two").status == 200)
            #expect(client.connectionsOpened == 1)
            _ = idle
        }
    }

    /// Past `perIPConnectionLimit` a request is answered 503 with Retry-After (and its
    /// connection closed); past twice the limit a new connection is closed at once.
    @Test func perIPLimitAnswers503ThenClosesWhileOthersAreServed() throws {
        try withEchoServer({ $0.perIPConnectionLimit = 2 }) { server, _ in
            let client = try TestHTTPClient(port: server.port)
            #expect(try client.send("GET", "/one").status == 200)
            let idle = try IdleConnection(port: server.port)
            let third = try TestHTTPClient(port: server.port)
            let refused = try third.send("GET", "/three")
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")
            let more = try (0..<3).map { _ in try IdleConnection(port: server.port) }
            #expect(more.last!.isClosedByServer())
            #expect(try client.send("GET", "/two").status == 200)
            _ = idle
        }
        try withEchoServer({ $0.perIPConnectionLimit = 0 }) { server, _ in
            let many = try (0..<6).map { _ in try TestHTTPClient(port: server.port) }
            for client in many { #expect(try client.send("GET", "/any").status == 200) }
        }
    }

    @Test func idleConnectionIsClosedAfterTheTimeoutWhileOthersAreServed() throws {
        try withEchoServer({ $0.connectionTimeoutSeconds = 1 }) { server, _ in
            let idle = try IdleConnection(port: server.port)
            let started = ContinuousClock.now
            #expect(idle.isClosedByServer())
            #expect(ContinuousClock.now - started < .seconds(3))
            let client = try TestHTTPClient(port: server.port)
            #expect(try client.send("GET", "/after").status == 200)
        }
    }

    /// A request in flight when shutdown starts is answered in full; new connections are refused.
    @Test func shutdownFinishesRequestsInFlight() throws {
        let entered = DispatchSemaphore(value: 0)
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        let server = HTTPServer(configuration: configuration) { request in
            entered.signal()
            usleep(300_000)
            return HTTPResponse(status: 200, headers: [], body: Array("slow \(request.path)".utf8))
        }
        try server.start()
        let port = server.port
        let answer = Locked<(Int, String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            defer { done.signal() }
            guard let client = try? TestHTTPClient(port: port), let response = try? client.send("GET", "/work") else { return }
            answer.withLock { $0 = (response.status, String(decoding: response.body, as: UTF8.self)) }
        }
        entered.wait()
        let unfinished = server.shutdown(gracePeriod: .seconds(5))
        done.wait()
        #expect(unfinished == 0)
        #expect(answer.withLock { $0?.0 } == 200)
        #expect(answer.withLock { $0?.1 } == "slow /work")
        #expect(throws: (any Error).self) { _ = try TestHTTPClient(port: port) }
    }
}
