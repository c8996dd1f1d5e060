import Dispatch
import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

@Suite struct ConnectionTests {
    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        try withEchoServer { server, _ in
            let client = try TestHTTPClient(port: server.port)
            for index in 0..<6 {
                // Alternate body-less and body-carrying requests: both must keep the connection.
                let response =
                    index.isMultiple(of: 2)
                    ? try client.send("GET", "/n/\(index)")
                    : try client.send("POST", "/n/\(index)", body: Array("body \(index)".utf8))
                #expect(response.status == 200)
                #expect(response.text == (index.isMultiple(of: 2) ? "GET /n/\(index)" : "body \(index)"))
                #expect(response.header("Connection")?.lowercased() != "close")
            }
            #expect(client.connectionsOpened == 1)
        }
    }

    @Test func concurrentClientsAreAllAnsweredCorrectly() throws {
        let threads = 8, requestsPerThread = 50
        try withEchoServer { server, recorder in
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                do {
                    let client = try TestHTTPClient(port: server.port)
                    for index in 0..<requestsPerThread {
                        let body = Array("thread \(thread) request \(index)".utf8)
                        let response = try client.send("POST", "/t/\(thread)", body: body)
                        if response.status != 200 || response.body != body {
                            let failure = "\(thread)/\(index): \(response.status) \(response.text)"
                            failures.withLock { $0.append(failure) }
                        }
                    }
                } catch {
                    failures.withLock { $0.append("\(thread): \(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(recorder.received.count == threads * requestsPerThread)
        }
    }

    @Test(arguments: [HTTPThreadingMode.threadPool, .singleThread, .threadPerConnection])
    func everyThreadingModeServes(mode: HTTPThreadingMode) throws {
        try withEchoServer({ $0.threading = mode }) { server, _ in
            let client = try TestHTTPClient(port: server.port)
            for index in 0..<3 {
                try #expect(client.send("GET", "/mode/\(index)").text == "GET /mode/\(index)")
            }
            #expect(client.connectionsOpened == 1)
        }
    }
}
