import Dispatch
import Foundation
import HTTPServer
import HTTPTestSupport
import Support
import Testing

/// Handlers on the worker pool: a slow request holds a worker, not the polling thread; requests
/// the application marks inline never wait behind it; a full queue answers at once.
@Suite struct WorkerPoolTests {
    /// `/slow` blocks until released; everything else answers at once.
    final class Gate: Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func handle(_ request: HTTPRequest) -> HTTPResponse {
            if request.path == "/slow" {
                entered.signal()
                release.wait()
            }
            return HTTPResponse(status: 200, body: Array("done \(request.path)".utf8))
        }
    }

    final class Statuses: Sendable {
        private let value = Locked<[Int]>([])
        private let answers = Locked<[String]>([])
        func append(_ status: Int, _ answer: String) {
            value.withLock { $0.append(status) }
            answers.withLock { $0.append(answer) }
        }
        var all: [Int] { value.withLock { $0 } }
        /// "Retry-After value|body" of each answer, in arrival order.
        var details: [String] { answers.withLock { $0 } }
    }

    /// Sends `path` on a connection of its own, in the background; the reply's status lands in `into`.
    private func background(_ port: Int, _ path: String, into statuses: Statuses, _ group: DispatchGroup) {
        group.enter()
        // A thread of its own: Dispatch's global queue runs as many blocking clients as there are
        // cores, which would order the requests itself.
        Thread {
            defer { group.leave() }
            let reply = try? TestHTTPClient(port: port, timeoutSeconds: 10).send("GET", path)
            let retry = reply?.headers.first { $0.0.lowercased() == "retry-after" }?.1 ?? "-"
            statuses.append(reply?.status ?? -1, retry + "|" + String(decoding: reply?.body ?? [], as: UTF8.self))
        }.start()
    }

    /// With one polling thread and the slow request on a worker, an inline request and another
    /// worker request are both answered while it is still running.
    @Test func slowRequestDoesNotHoldThePollingThread() throws {
        let gate = Gate()
        try withServer(
            {
                $0.threading = .singleThread
                $0.workerThreads = 2
                // Two slots, whatever the cores: the slow handler blocks holding its slot (the
                // service gives a slot up around waits and long runs; this handler does not).
                $0.runningSlots = 2
                $0.runsInline = { _, path in path == "/healthz" }
            }, handler: gate.handle
        ) { server in
            let statuses = Statuses()
            let group = DispatchGroup()
            var released = false
            defer { if !released { gate.release.signal() } }
            background(server.port, "/slow", into: statuses, group)
            gate.entered.wait()
            let client = try TestHTTPClient(port: server.port, timeoutSeconds: 2)
            let started = ContinuousClock.now
            #expect(try client.send("GET", "/healthz").status == 200)
            #expect(try client.send("GET", "/other").status == 200)
            #expect(ContinuousClock.now - started < .seconds(1))
            gate.release.signal()
            released = true
            group.wait()
            #expect(statuses.all == [200])
        }
    }

    /// One worker busy and a queue of one: of four more requests, one waits and three are
    /// answered 503 with Retry-After at once (the application's `overloaded` answer) while the
    /// worker is still busy; the waiting one is served afterwards.
    @Test func fullQueueAnswersOverloadedAtOnce() throws {
        let gate = Gate()
        try withServer(
            {
                $0.workerThreads = 1
                $0.workerQueueLimit = 1
                $0.overloaded = { HTTPResponse(status: 503, headers: [(name: "Retry-After", value: "1")], body: Array("busy".utf8)) }
            }, handler: gate.handle
        ) { server in
            let statuses = Statuses()
            let group = DispatchGroup()
            var released = false
            defer { if !released { gate.release.signal() } }  // never leave a worker blocked: stop() waits for it
            background(server.port, "/slow", into: statuses, group)
            gate.entered.wait()
            for index in 0..<4 { background(server.port, "/more/\(index)", into: statuses, group) }
            let deadline = ContinuousClock.now + .seconds(5)
            while statuses.all.count < 3, ContinuousClock.now < deadline { usleep(10_000) }
            #expect(statuses.all == [503, 503, 503])  // answered while the worker is still blocked
            #expect(statuses.details == ["1|busy", "1|busy", "1|busy"])
            gate.release.signal()
            released = true
            group.wait()
            #expect(statuses.all.sorted() == [200, 200, 503, 503, 503])
            let refused = try TestHTTPClient(port: server.port, timeoutSeconds: 2).send("GET", "/after")
            #expect(refused.status == 200)
        }
    }

    /// Requests with the same serial key run one at a time in arrival order, and wait without
    /// holding a worker: another key's request is served meanwhile.
    @Test func sameKeyRunsOneAtATimeWithoutHoldingWorkers() throws {
        final class Tracker: Sendable {
            let state = Locked<(running: Int, most: Int, order: [String])>((0, 0, []))
            func handle(_ request: HTTPRequest) -> HTTPResponse {
                let isA = request.path.hasPrefix("/a/")
                if isA {
                    state.withLock {
                        $0.running += 1; $0.most = max($0.most, $0.running)
                    }
                }
                if isA { usleep(150_000) }
                state.withLock {
                    if isA { $0.running -= 1 }
                    $0.order.append(request.path)
                }
                return HTTPResponse(status: 200)
            }
        }
        let tracker = Tracker()
        try withServer(
            {
                $0.workerThreads = 2
                $0.serialKey = { _, path in String(path.split(separator: "/").first ?? "") }
            }, handler: tracker.handle
        ) { server in
            let statuses = Statuses()
            let group = DispatchGroup()
            for index in 0..<4 {
                background(server.port, "/a/\(index)", into: statuses, group)
                usleep(20_000)  // arrival order
            }
            background(server.port, "/b/0", into: statuses, group)
            group.wait()
            let (_, most, order) = tracker.state.withLock { $0 }
            #expect(statuses.all == [200, 200, 200, 200, 200])
            #expect(most == 1)
            #expect(order.filter { $0.hasPrefix("/a/") } == ["/a/0", "/a/1", "/a/2", "/a/3"])
            // Two workers: one runs the /a chain, the other is free for /b long before /a ends.
            #expect(order.firstIndex(of: "/b/0")! < 2)
        }
    }

    /// Handlers run on threads with the configured stack: recursion far deeper than the 8 MiB
    /// default allows completes.
    @Test func handlersGetTheConfiguredStack() throws {
        try withServer(
            { $0.threadStackBytes = 256 << 20 },
            handler: { _ in
                let depth = WorkerPoolTests.recurse(200_000, pad: 0)
                return HTTPResponse(status: 200, body: Array("\(depth)".utf8))
            }
        ) { server in
            let reply = try TestHTTPClient(port: server.port, timeoutSeconds: 20).send("GET", "/deep")
            #expect(reply.status == 200)
            #expect(String(decoding: reply.body, as: UTF8.self) == "200000")
        }
    }

    /// About 100 bytes of stack per level even when optimised: a local array the optimiser keeps.
    @inline(never)
    static func recurse(_ remaining: Int, pad: Int) -> Int {
        var frame = (remaining, pad, remaining &* 3, pad &+ 7, remaining ^ pad, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &frame) { $0[0] = $0[0] &+ 0 }
        guard remaining > 0 else { return 0 }
        return 1 + recurse(remaining - 1, pad: frame.1 &+ frame.4)
    }
}
