import Foundation
import HTTPServer
import Testing

@testable import PlaygroundService

/// What the service does with input built to hurt it, and with a journal that fails under it:
/// bounded recursion, bounded work per request and per session, and one journal discipline.
@Suite struct RobustnessTests {
    /// A service started on `configuration`'s data directory, its journals restored: a restart.
    private static func restarted(_ configuration: ServiceConfiguration) -> (PlaygroundService, Client) {
        let service = PlaygroundService(configuration: configuration)
        _ = service.restoreSessions()
        return (service, Client.inProcess(service))
    }

    /// A service journaling into `directory`, and a session of `scripts` it accepted (the
    /// service is gone again: the journal is all that is left of it).
    private static func journaledSession(in directory: TemporaryDirectory, _ scripts: [String]) throws -> (ServiceConfiguration, String) {
        let configuration = Self.configuration { $0.dataDirectory = directory.path }
        var session = ""
        try Transport.inProcess.run(configuration) { client in
            session = try client.newSession()
            for script in scripts { #expect(try client.post(session + "/script", script).status == 200) }
        }
        return (configuration, session)
    }

    private static func configuration(_ change: (inout ServiceConfiguration) -> Void = { _ in }) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        change(&configuration)
        return configuration
    }

    // MARK: Recursion

    /// Deep nesting in either language, through the script route and the import route, is a
    /// 400 at the line and column naming `maxNestingDepth` (it used to overflow the stack of
    /// the thread serving it and kill the process).
    static let deepScripts: [String: String] = [
        "flat brackets": "print(" + String(repeating: "[", count: 17_000) + String(repeating: "]", count: 17_000) + ")",
        "flat parentheses": "print(" + String(repeating: "(", count: 17_000) + "1" + String(repeating: ")", count: 17_000) + ")",
        "flat calls": "f" + String(repeating: "(", count: 30_000),
        "flat closures": "let v = UIView()\n" + String(repeating: "v.setNeedsLayout {\n", count: 2_000),
        "swift parentheses": "import UIKit\nlet x = " + String(repeating: "(", count: 17_000) + "1" + String(repeating: ")", count: 17_000),
        "swift blocks": "import UIKit\nfunc f() " + String(repeating: "{", count: 5_000) + String(repeating: "}", count: 5_000),
    ]

    /// (The arguments are names: the scripts themselves would fill the test log.)
    @Test(arguments: ["flat brackets", "flat parentheses", "flat calls", "flat closures", "swift parentheses", "swift blocks"])
    func deepNestingIsRefusedAtTheLimit(_ name: String) throws {
        let script = try #require(Self.deepScripts[name])
        try Transport.live.run { client in
            let session = try client.newSession()
            let reply = try client.post(session + "/script", script)
            #expect(reply.status == 400, "\(name): \(reply.text.prefix(300))")
            #expect(reply.json["limit"] as? String == "maxNestingDepth", "\(name)")
            #expect(reply.json["line"] as? Int != nil, "\(name)")
            #expect(try client.get(session).json["revision"] as? Int == 0)
            let document = try JSONSerialization.data(withJSONObject: ["scripts": [["source": script, "settle": true]]])
            let imported = try client.post("/v1/sessions", String(decoding: document, as: UTF8.self), contentType: "application/json")
            #expect(imported.status == 400, "\(name) import")
            #expect(imported.json["scriptIndex"] as? Int == 0)
            #expect(try client.get("/healthz").status == 200)
        }
    }

    /// Nesting just under the limit runs, in both languages (the lowering and the interpreter
    /// recurse along the same tree as the parser).
    @Test func nestingUnderTheLimitRuns() throws {
        try Transport.live.run { client in
            let session = try client.newSession()
            let swift = "import UIKit\nlet x = " + String(repeating: "(", count: 200) + "7" + String(repeating: ")", count: 200) + "\nprint(x)"
            let reply = try client.post(session + "/script", swift)
            #expect(reply.status == 200, "\(reply.text.prefix(300))")
            #expect(reply.text.contains("console: 7"))
            let ifs =
                "import UIKit\nfunc g() {\n" + String(repeating: "if true {\n", count: 150) + "print(8)\n" + String(repeating: "}\n", count: 150)
                + "}\ng()"
            #expect(try client.post(session + "/script", ifs).text.contains("console: 8"))
            let flat = "let v = UIView()\nprint(" + String(repeating: "(", count: 200) + "v" + String(repeating: ")", count: 200) + ")"
            #expect(try client.post(session + "/script", flat).status == 200)
        }
    }

    /// A chain of plain views deeper than `maxViewDepth` is refused (422 naming it) before the
    /// hierarchy's walks would recurse that deep; the session keeps what it had.
    @Test(arguments: Transport.allCases)
    func viewChainStopsAtMaxViewDepth(_ transport: Transport) throws {
        let configuration = Self.configuration { $0.playground.maxViewDepth = 40 }
        try transport.run(configuration) { client in
            let session = try client.newSession()
            var lines = ["let v0 = UIView()", "window.addSubview(v0)"]
            for index in 1..<38 { lines.append("let v\(index) = UIView()\nv\(index - 1).addSubview(v\(index))") }
            #expect(try client.post(session + "/script", lines.joined(separator: "\n")).status == 200)
            // v37 has 38 superviews (v36...v0 and the window): a subtree of three under it would
            // put w3 41 deep.
            let over = try client.post(
                session + "/script",
                "let w1 = UIView()\nlet w2 = UIView()\nlet w3 = UIView()\nw1.addSubview(w2)\nw2.addSubview(w3)\nv37.addSubview(w1)")
            #expect(over.status == 422, "\(over.text)")
            #expect(over.json["limit"] as? String == "maxViewDepth")
            #expect((over.json["detail"] as? String)?.contains("41 superviews deep") == true)
            #expect(try client.get(session).json["revision"] as? Int == 1)
            // Two levels fit exactly.
            #expect(try client.post(session + "/script", "let u1 = UIView()\nlet u2 = UIView()\nu1.addSubview(u2)\nv37.addSubview(u1)").status == 200)
        }
    }

    // MARK: Work per request and per session

    /// An import has one step budget, `maxSessionSteps`, for all its scripts together: each
    /// within `maxStepsPerRequest` is not enough.
    @Test(arguments: Transport.allCases)
    func importHasOneStepBudget(_ transport: Transport) throws {
        let configuration = Self.configuration { $0.maxSessionSteps = 50_000 }
        let loop = "import UIKit\nvar total = 0\nfor i in 0..<10000 { total += i }\nprint(total)"
        try transport.run(configuration) { client in
            let scripts = (0..<20).map { ["language": "swift", "source": loop + "\n// \($0)", "settle": true] as [String: Any] }
            let document = String(decoding: try JSONSerialization.data(withJSONObject: ["scripts": scripts]), as: UTF8.self)
            let reply = try client.post("/v1/sessions", document, contentType: "application/json")
            #expect(reply.status == 422, "\(reply.text.prefix(300))")
            #expect(reply.json["limit"] as? String == "maxSessionSteps")
            #expect((reply.json["scriptIndex"] as? Int ?? 99) < 20)
            #expect((try client.get("/v1/sessions").json["sessions"] as? [Any])?.isEmpty == true)
        }
    }

    /// Per-session history limits: the mutation over one is refused (422 naming it), undone, and
    /// not journalled; the session goes on as it was.
    @Test(arguments: [("maxSessionScripts", 3), ("maxSessionBytes", 200), ("maxSessionSteps", 12)])
    func historyLimitsRefuseTheMutationOver(_ setting: String, _ limit: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = Self.configuration {
            $0.dataDirectory = directory.path
            switch setting {
            case "maxSessionScripts": $0.maxSessionScripts = limit
            case "maxSessionBytes": $0.maxSessionBytes = limit
            default: $0.maxSessionSteps = limit
            }
        }
        try Transport.inProcess.run(configuration) { client in
            let session = try client.newSession()
            var refused: Reply?
            for index in 0..<10 {
                let reply = try client.post(session + "/script", "let v\(index) = UIView()\nv\(index).setNeedsLayout()")
                if reply.status != 200 {
                    refused = reply
                    break
                }
            }
            let reply = try #require(refused)
            #expect(reply.status == 422)
            #expect(reply.json["limit"] as? String == setting)
            let revision = try #require(try client.get(session).json["revision"] as? Int)
            let journal = directory.journal(of: session)
            let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == revision + 1)  // the header and the accepted ones only
            #expect(reply.header("ETag") == "\"\(revision)\"")
        }
    }

    /// Past `requestTimeoutMilliseconds` the engine stops at its next check: 503 service-busy
    /// with Retry-After, and the mutation undone.
    @Test(arguments: Transport.allCases)
    func requestPastItsDeadlineIsUndone(_ transport: Transport) throws {
        let configuration = Self.configuration {
            $0.requestTimeoutMilliseconds = 1
            $0.playground.maxStepsPerRequest = 10_000_000
        }
        try transport.run(configuration) { client in
            let session = try client.newSession()
            let reply = try client.post(session + "/script", "import UIKit\nlet v = UIView()\nvar t = 0\nfor i in 0..<900000 { t += i }")
            #expect(reply.status == 503, "\(reply.text.prefix(300))")
            #expect(reply.json["type"] as? String == "https://containment-playground.dev/problems/service-busy")
            #expect(reply.json["limit"] as? String == "requestTimeoutMilliseconds")
            #expect(reply.header("Retry-After") == "1")
            #expect(try client.get(session).json["revision"] as? Int == 0)
        }
    }

    /// Each client address has a bucket of `maxMutationsPerMinute` mutations: past it, 429 with
    /// Retry-After and nothing run; other addresses and reads are not affected.
    @Test func mutationsPerClientAreRateLimited() throws {
        let service = PlaygroundService(configuration: Self.configuration { $0.maxMutationsPerMinute = 5 })
        func post(_ path: String, from address: String, _ body: String = "") -> HTTPResponse {
            service.handle(
                HTTPRequest(method: "POST", path: path, headers: ["content-type": "text/plain"], body: Array(body.utf8), remoteAddress: address))
        }
        let created = post("/v1/sessions", from: "10.0.0.1")
        #expect(created.status == 201)
        let id = try #require((try JSONSerialization.jsonObject(with: Data(created.body)) as? [String: Any])?["id"] as? String)
        for index in 0..<4 { #expect(post("/v1/sessions/\(id)/script", from: "10.0.0.1", "let v\(index) = UIView()").status == 200) }
        let limited = post("/v1/sessions/\(id)/script", from: "10.0.0.1", "let late = UIView()")
        #expect(limited.status == 429)
        #expect(String(decoding: limited.body, as: UTF8.self).contains("maxMutationsPerMinute"))
        let retry = Int(limited.headers.first { $0.name == "Retry-After" }?.value ?? "") ?? 0
        #expect((1...12).contains(retry))  // one token every 12 s at 5 a minute
        #expect(post("/v1/sessions", from: "10.0.0.1").status == 429)
        #expect(post("/v1/sessions/\(id)/script", from: "10.0.0.2", "let other = UIView()").status == 200)
        #expect(service.handle(HTTPRequest(method: "GET", path: "/v1/sessions/\(id)", remoteAddress: "10.0.0.1")).status == 200)
        let detail = service.handle(HTTPRequest(method: "GET", path: "/v1/sessions/\(id)"))
        #expect(String(decoding: detail.body, as: UTF8.self).contains("\"revision\":5"))
    }

    /// The bucket refills evenly: a minute's worth, then that rate.
    @Test func rateLimiterRefillsEvenly() {
        let limiter = MutationRateLimiter(perMinute: 60)
        let start = ContinuousClock.now
        for _ in 0..<60 { #expect(limiter.admit("a", now: start) == nil) }
        #expect(limiter.admit("a", now: start) == 1)
        #expect(limiter.admit("a", now: start + .milliseconds(1_100)) == nil)
        #expect(limiter.admit("a", now: start + .milliseconds(1_200)) != nil)
        #expect(MutationRateLimiter(perMinute: 0).admit("a") == nil)
    }

    /// Past 10,000 addresses active within a minute, the limiter prunes at most once a second:
    /// it pruned on every mutation, filtering the whole map under its lock and keeping it all.
    @Test func manyClientsArePrunedOnceASecond() {
        let limiter = MutationRateLimiter(perMinute: 60)
        let start = ContinuousClock.now
        for client in 0..<12_000 { #expect(limiter.admit("10.0.\(client / 256).\(client % 256)", now: start) == nil) }
        #expect(limiter.prunes == 1)  // over the bound 2,000 times within the same second
        #expect(limiter.tracked == 12_000)  // all of them active: kept
        #expect(limiter.admit("10.1.0.0", now: start + .seconds(2)) == nil)
        #expect(limiter.prunes == 2)
        // A minute on, the first 12,000 are full again and go at the next prune; the two newer stay.
        #expect(limiter.admit("10.1.0.1", now: start + .seconds(61)) == nil)
        #expect(limiter.prunes == 3)
        #expect(limiter.tracked == 2)
    }

    /// Which requests skip the workers' queue: cheap reads outside the API only.
    @Test func cheapRequestsRunInline() {
        #expect(PlaygroundService.runsInline(method: "GET", path: "/healthz"))
        #expect(PlaygroundService.runsInline(method: "GET", path: "/readyz"))
        #expect(PlaygroundService.runsInline(method: "HEAD", path: "/index.html"))
        #expect(!PlaygroundService.runsInline(method: "GET", path: "/v1/sessions"))
        #expect(!PlaygroundService.runsInline(method: "POST", path: "/healthz"))
        // A session's requests run one at a time on the workers, keyed by its id.
        #expect(PlaygroundService.sessionKey(method: "POST", path: "/v1/sessions/abc/script") == "abc")
        #expect(PlaygroundService.sessionKey(method: "GET", path: "/v1/sessions/abc") == "abc")
        #expect(PlaygroundService.sessionKey(method: "POST", path: "/v1/sessions") == nil)
        #expect(PlaygroundService.sessionKey(method: "GET", path: "/v1/presets/x") == nil)
        for path in ["/v1/sessions/", "/v1/sessions//log", "/v1/sessionsX/abc", "/v1/session", "", "/V1/sessions/abc"] {
            #expect(PlaygroundService.sessionKey(method: "GET", path: path) == nil, "\(path)")
        }
        #expect(PlaygroundService.sessionKey(method: "GET", path: "/v1/sessions/é日/log") == "é日")
        #expect(
            PlaygroundService.sessionKey(method: "GET", path: "/v1/sessions/0123456789abcdef0123456789abcdef") == "0123456789abcdef0123456789abcdef")
    }

    // MARK: Journal discipline

    /// A journal that cannot be created leaves no file and no session behind (no phantom after
    /// a restart), and readiness says why until writes succeed again.
    @Test func failedCreateLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = Self.configuration { $0.dataDirectory = directory.path }
        let service = PlaygroundService(configuration: configuration)
        let client = Client.inProcess(service)
        #expect(try client.get("/readyz").status == 200)
        let sessions = directory.path + "/sessions"
        try FileManager.default.removeItem(atPath: sessions)
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: sessions))  // every open under it fails
        let reply = try client.post("/v1/sessions", contentType: "application/json")
        #expect(reply.status == 503)
        #expect(reply.header("Retry-After") == "1")
        #expect(!reply.text.contains(directory.path))  // problems name the journal, not the server's folders
        #expect((try client.get("/v1/sessions").json["sessions"] as? [Any])?.isEmpty == true)
        let ready = try client.get("/readyz")
        #expect(ready.status == 503)
        #expect(ready.json["detail"] as? String != nil)
        try FileManager.default.removeItem(atPath: sessions)
        try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
        #expect(try client.post("/v1/sessions", contentType: "application/json").status == 201)
        #expect(try client.get("/readyz").status == 200)  // a write succeeded: ready again
        let files = try FileManager.default.contentsOfDirectory(atPath: sessions)
        #expect(files.count == 1 && files[0].hasSuffix(".jsonl"))
    }

    /// A last line without its line end was never acknowledged, whatever it holds: it is cut in
    /// place, and the next write follows the last whole line (it used to be glued to it).
    @Test func lastLineWithoutLineEndIsCut() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (configuration, session) = try Self.journaledSession(in: directory, ["let a = UIView()"])
        let journal = directory.journal(of: session)
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"source":"let b = UIView()","settle":true}"#.utf8))  // whole JSON, no line end
        handle.closeFile()
        do {
            let (_, client) = Self.restarted(configuration)
            let detail = try client.get(session)
            #expect(detail.json["revision"] as? Int == 1)
            #expect(try client.post(session + "/script", "let c = UIView()").status == 200)
        }
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        #expect(!text.contains("let b"))
        // Nothing acknowledged is lost across another restart.
        let (_, client) = Self.restarted(configuration)
        #expect(try client.get(session).json["revision"] as? Int == 2)
    }

    /// Replay is all or nothing. A lowered request limit (script size) does not shorten a
    /// session: what it replays already passed it. A lowered session limit that its inputs no
    /// longer fit marks it damaged: 503 naming the journal's line, every route but DELETE, no
    /// append after it, the journal left as it was, a metric.
    @Test func replayIsAllOrNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (_, session) = try Self.journaledSession(
            in: directory, (0..<5).map { "let c\($0) = UIViewController() // \(String(repeating: "x", count: 60))" })
        let journal = directory.journal(of: session)
        let before = try String(contentsOfFile: journal, encoding: .utf8)

        let smallScripts = Self.configuration {
            $0.dataDirectory = directory.path
            $0.playground.maxScriptBytes = 20
        }
        #expect(try Self.restarted(smallScripts).1.get(session).json["revision"] as? Int == 5)

        let fewControllers = Self.configuration {
            $0.dataDirectory = directory.path
            $0.playground.maxControllers = 3
        }
        let (_, client) = Self.restarted(fewControllers)
        for path in [session, session + "/log", session + "/hierarchy", session + "/export"] {
            let reply = try client.get(path)
            #expect(reply.status == 503, "\(path)")
            #expect(reply.json["type"] as? String == "https://containment-playground.dev/problems/session-damaged")
            #expect((reply.json["detail"] as? String)?.contains("line 5 of its journal") == true, "\(reply.text)")
            #expect((reply.json["detail"] as? String)?.contains("maxControllers") == true)
        }
        #expect(try client.post(session + "/script", "let late = UIView()").status == 503)
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == before)
        #expect(try client.get("/metrics").text.contains("playground_sessions_damaged_total 1"))
        #expect(try client.delete(session).status == 204)
    }
}
