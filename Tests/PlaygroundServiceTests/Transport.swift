import Foundation
import HTTPServer
import HTTPTestSupport

@testable import PlaygroundService

/// The same test runs in-process (calling the handler) and live (a real server on a free
/// loopback port, through a socket client), as Hummingbird's test harness does.
enum Transport: String, CaseIterable, Sendable, CustomStringConvertible {
    case inProcess, live
    var description: String { rawValue }

    func run(
        _ configuration: ServiceConfiguration = .testing, http: (inout HTTPServerConfiguration) -> Void = { _ in },
        _ body: (Client) throws -> Void
    ) throws {
        switch self {
        case .inProcess:
            try body(Client.inProcess(PlaygroundService(configuration: configuration)))
        case .live:
            try LiveService.run(configuration, http: http) { try body($0.client()) }
        }
    }
}

struct Reply {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }
    func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
}

struct Client {
    let send: (String, String, [(String, String)], [UInt8]) throws -> Reply

    static let adminToken = "test-admin-token"

    /// The admin token, unless the request brings its own Authorization.
    static func authorized(_ headers: [(String, String)]) -> [(String, String)] {
        headers.contains { $0.0.lowercased() == "authorization" } ? headers : headers + [("Authorization", "Bearer \(adminToken)")]
    }

    func get(_ path: String, accept: String = "application/json") throws -> Reply {
        try send("GET", path, [("Accept", accept)], [])
    }
    func post(_ path: String, _ body: String = "", contentType: String = "text/plain") throws -> Reply {
        try send("POST", path, [("Content-Type", contentType)], Array(body.utf8))
    }
    func delete(_ path: String) throws -> Reply { try send("DELETE", path, [], []) }

    /// Creates a session and returns its path.
    func newSession() throws -> String {
        let reply = try post("/v1/sessions", contentType: "application/json")
        guard reply.status == 201, let id = reply.json["id"] as? String else { throw TestFailure("create failed: \(reply.status) \(reply.text)") }
        return "/v1/sessions/\(id)"
    }

    /// A client calling `service`'s handler directly, with what libmicrohttpd adds on the wire:
    /// `Content-Length`, and no body in an answer to HEAD.
    static func inProcess(_ service: PlaygroundService) -> Client {
        Client { method, path, headers, payload in
            var lowered = HTTPHeaders()
            for (name, value) in Client.authorized(headers) { lowered.add(name, value) }
            let (bare, query) = Client.split(path)
            let response = service.handle(HTTPRequest(method: method, path: bare, query: query, headers: lowered, body: payload))
            return Reply(
                status: response.status, headers: response.headers.map { ($0.name, $0.value) } + [("Content-Length", "\(response.body.count)")],
                body: method == "HEAD" ? [] : response.body)
        }
    }

    static func split(_ path: String) -> (String, [String: String]) {
        guard let mark = path.firstIndex(of: "?") else { return (path, [:]) }
        var query: [String: String] = [:]
        for pair in path[path.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            query[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return (String(path[..<mark]), query)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension ServiceConfiguration {
    static var testing: ServiceConfiguration {
        var configuration = ServiceConfiguration()
        // Tests send thousands of mutations a second from one address; RobustnessTests sets it.
        configuration.maxMutationsPerMinute = 0
        // Tests list sessions; every client here presents it (`Client.adminToken`).
        configuration.adminToken = Client.adminToken
        configuration.publicDirectory =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Public").path
        configuration.docsDirectory =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs").path
        return configuration
    }
}

extension Client {
    func send(_ method: String, _ path: String, headers: [(String, String)], body: String = "") throws -> Reply {
        try send(method, path, headers, Array(body.utf8))
    }

    /// Every log entry of the session at `path`, page after page by `next`.
    func wholeLog(_ path: String) throws -> [[String: Any]] {
        var entries: [[String: Any]] = [], page = path + "/log?limit=1000"
        while true {
            let reply = try get(page)
            entries += reply.json["entries"] as? [[String: Any]] ?? []
            guard let next = reply.json["next"] as? Int else { return entries }
            page = path + "/log?limit=1000&from=\(next)"
        }
    }
}

/// A live service for tests that need several clients at once (one `TestHTTPClient` per thread).
struct LiveService {
    let service: PlaygroundService
    let server: HTTPServer
    var port: Int { server.port }

    static func run(
        _ configuration: ServiceConfiguration = .testing, http: (inout HTTPServerConfiguration) -> Void = { _ in },
        _ body: (LiveService) throws -> Void
    ) throws {
        let service = PlaygroundService(configuration: configuration)
        var settings = HTTPServerConfiguration()
        settings.port = 0
        PlaygroundService.adapt(&settings)
        http(&settings)
        let server = HTTPServer(configuration: settings, handler: service.handle)
        try server.start()
        defer { server.stop() }
        try body(LiveService(service: service, server: server))
    }

    func client() throws -> Client {
        let socket = try TestHTTPClient(port: port, timeoutSeconds: 30)
        return Client { method, path, headers, payload in
            let response = try socket.send(method, path, headers: Client.authorized(headers), body: payload)
            return Reply(status: response.status, headers: response.headers, body: response.body)
        }
    }
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("playground-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
    /// The journal of the session at `session` (`/v1/sessions/<id>`), with this as data directory.
    func journal(of session: String) -> String { path + "/sessions/" + session.dropFirst(13) + ".jsonl" }
}
