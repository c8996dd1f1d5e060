import Foundation
import HTTPServer
import Testing

@testable import PlaygroundService

let embed = """
    let P = UIViewController()
    let C = UIViewController()
    window.rootViewController = P
    P.addChild(C)
    P.view.addSubview(C.view)
    C.didMove(toParent: P)
    """

@Suite struct SessionRouteTests {
    /// Time travel: the hierarchy as it was after any revision, replayed, JSON or text.
    @Test(arguments: Transport.allCases)
    func theHierarchyOfAPastRevision(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            var trees: [String] = [try client.get(session + "/hierarchy").text]
            var texts: [String] = [try client.get(session + "/hierarchy", accept: "text/plain").text]
            for script in [
                "let host = UIViewController()\nwindow.rootViewController = host", "let child = UIViewController()\nhost.addChild(child)",
                "child.removeFromParent()",
            ] {
                #expect(try client.post(session + "/script", script).status == 200)
                trees.append(try client.get(session + "/hierarchy").text)
                texts.append(try client.get(session + "/hierarchy", accept: "text/plain").text)
            }
            for revision in 0...3 {
                let past = try client.get(session + "/hierarchy?revision=\(revision)")
                #expect(past.status == 200)
                #expect(past.text == trees[revision], "revision \(revision)")
                #expect(past.header("ETag") == "\"\(revision)\"")
                #expect(try client.get(session + "/hierarchy?revision=\(revision)", accept: "text/plain").text == texts[revision])
            }
            #expect(try client.get(session + "/hierarchy?revision=4").status == 404)
            #expect(try client.get(session + "/hierarchy?revision=-1").status == 400)
            #expect(try client.get(session + "/hierarchy?revision=x").status == 400)
            #expect(try client.send("GET", session + "/hierarchy?revision=1", headers: [("If-None-Match", "\"1\"")]).status == 304)
        }
    }

    /// The log as it was after any revision: the entries up to it, paged like the live log.
    @Test(arguments: Transport.allCases)
    func theLogOfAPastRevision(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            for script in [
                "let host = UIViewController()\nwindow.rootViewController = host", "let child = UIViewController()\nhost.addChild(child)",
                "child.removeFromParent()",
            ] {
                #expect(try client.post(session + "/script", script).status == 200)
            }
            let live = try #require(try client.get(session + "/log").json["entries"] as? [[String: Any]])
            for revision in 0...3 {
                let reply = try client.get(session + "/log?revision=\(revision)")
                #expect(reply.status == 200)
                #expect(reply.header("ETag") == "\"\(revision)\"")
                let expected = live.filter { ($0["revision"] as? Int ?? 99) <= revision }.compactMap { $0["sequence"] as? Int }
                #expect((reply.json["entries"] as? [[String: Any]] ?? []).compactMap { $0["sequence"] as? Int } == expected, "revision \(revision)")
                #expect(reply.json["logLength"] as? Int == expected.count)
            }
            // Paged: the next page's link keeps the revision, and the last page has none.
            let first = try client.get(session + "/log?revision=2&limit=2")
            #expect(first.header("Link")?.contains("revision=2") == true)
            let count = try #require(try client.get(session + "/log?revision=2").json["logLength"] as? Int)
            let last = try client.get(session + "/log?revision=2&from=\(count)&limit=5")
            #expect((last.json["entries"] as? [Any])?.count == 1 && last.header("Link") == nil)
            #expect(try client.get(session + "/log?revision=4").status == 404)
            for bad in ["-1", "x", "1.5"] { #expect(try client.get(session + "/log?revision=\(bad)").status == 400, "\(bad)") }
        }
    }

    /// Stepping through callbacks: the hierarchy as any log entry was logged, replayed from the
    /// session's inputs and stopped there, whichever input or run-loop turn logged it.
    @Test(arguments: Transport.allCases)
    func theHierarchyAtAnyLogEntry(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            #expect(
                try client.post(session + "/script", "let P = UIViewController()\nlet C = UIViewController()\nwindow.rootViewController = P").status
                    == 200)
            #expect(try client.post(session + "/script", "P.addChild(C)\nP.view.addSubview(C.view)\nC.didMove(toParent: P)").status == 200)
            let entries = try #require(try client.get(session + "/log").json["entries"] as? [[String: Any]])
            let texts = entries.compactMap { $0["text"] as? String }
            func at(_ text: String) throws -> [String: Any] {
                let sequence = try #require(entries.first { $0["text"] as? String == text }?["sequence"] as? Int, "\(text) in \(texts)")
                let reply = try client.get(session + "/hierarchy?entry=\(sequence)")
                #expect(reply.status == 200)
                #expect(reply.header("ETag") == "\"e\(sequence)\"")
                return reply.json
            }
            func node(_ hierarchy: [String: Any], _ name: String) -> [String: Any]? {
                var queue = hierarchy["controllers"] as? [[String: Any]] ?? []
                while !queue.isEmpty {
                    let next = queue.removeFirst()
                    if next["name"] as? String == name { return next }
                    queue += (next["children"] as? [[String: Any]] ?? []) + (next["presented"] as? [[String: Any]] ?? [])
                }
                return nil
            }
            // Inside the first input's run-loop turn: P appearing, then appeared.
            #expect(node(try at("P.viewWillAppear(false)"), "P")?["state"] as? String == "appearing")
            #expect(node(try at("P.viewDidAppear(false)"), "P")?["state"] as? String == "appeared")
            // Inside the second input: C is P's child once willMove was logged, and appearing at its will.
            let willMove = try at("C.willMove(toParent: P)")
            #expect(node(willMove, "C")?["parent"] as? String == "P")
            #expect(willMove["revision"] as? Int == 2, "the revision whose input logged the entry")
            #expect(node(try at("C.viewWillAppear(false)"), "C")?["state"] as? String == "appearing")
            // The last entry's state is the session's.
            let last = try client.get(session + "/hierarchy?entry=\(entries.count)")
            #expect(node(last.json, "C")?["state"] as? String == "appeared")
            #expect(try client.send("GET", session + "/hierarchy?entry=2", headers: [("If-None-Match", "\"e2\"")]).status == 304)
            for bad in ["0", "-1", "x", "1.5"] { #expect(try client.get(session + "/hierarchy?entry=\(bad)").status == 400, "\(bad)") }
            // What entry makes the route ignore must still be what the schema says (schemathesis).
            #expect(try client.get(session + "/hierarchy?entry=1&statement=false").status == 400)
            #expect(try client.get(session + "/hierarchy?entry=1&revision=-2").status == 400)
            #expect(try client.get(session + "/hierarchy?entry=1&revision=1&statement=0").status == 200)
            #expect(try client.get(session + "/hierarchy?entry=\(entries.count + 1)").status == 404)
            #expect(try client.get(session + "/hierarchy?entry=2&revision=1").header("ETag") == "\"e2\"", "entry wins")
            #expect(try client.get("/v1/sessions/nosuchsession/hierarchy?entry=1").status == 404)
        }
    }

    /// Plain Swift statements that the flat language parses but cannot bind (`let x = 5` makes no
    /// object) run as Swift; UIKit statements both languages read stay flat; a text neither runs
    /// answers the flat language's error.
    @Test(arguments: Transport.allCases)
    func statementsTheFlatLanguageCannotBindRunAsSwift(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let plain = try client.post(session + "/script?include=log", "let x = 5\nprint(x * 2)\n")
            #expect(plain.status == 200, "\(plain.text)")
            #expect(plain.json["language"] as? String == "swift")
            #expect(plain.text.contains("console: 10"))
            let flat = try client.post(session + "/script", "let P = UIViewController()\nwindow.rootViewController = P\n")
            #expect(flat.json["language"] as? String == "swift", "a session that speaks Swift reads both as Swift")
            let fresh = try client.newSession()
            let uikit = try client.post(fresh + "/script", "let P = UIViewController()\nwindow.rootViewController = P\n")
            #expect(uikit.json["language"] as? String == "script")
            let wrong = try client.post(fresh + "/script", "let y = 5\nprint(y.nosuchmember)\n")
            #expect(wrong.status == 400)
            #expect(try client.get(fresh).json["revision"] as? Int == 1, "a refused text changes nothing")
        }
    }

    /// Stepping inside an input: where its top-level statements are, and the hierarchy after any
    /// number of them (before the run loop turns); the last step of an input is its revision's
    /// state before settling, the first is the revision before it.
    @Test(arguments: Transport.allCases)
    func stepsThroughAnInputsStatements(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let flat = "let P = UIViewController()\nwindow.rootViewController = P\nlet C = UIViewController()\nP.addChild(C)"
            #expect(try client.post(session + "/script", flat).status == 200)
            let swift = "final class Host: UIViewController {}\nlet host = Host()\n\nP.addChild(host)\n"
            #expect(try client.post(session + "/script", swift).status == 200)

            let steps = try client.get(session + "/steps?revision=1")
            #expect(steps.status == 200)
            let positions = try #require(steps.json["steps"] as? [[String: Any]])
            #expect(positions.compactMap { $0["line"] as? Int } == [1, 2, 3, 4])
            #expect(steps.json["language"] as? String == "script")
            let swiftSteps = try client.get(session + "/steps?revision=2")
            #expect((swiftSteps.json["steps"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [2, 4], "declarations are not steps")
            #expect(swiftSteps.json["language"] as? String == "swift")

            func names(_ statement: Int, revision: Int = 1) throws -> [String] {
                let reply = try client.get(session + "/hierarchy?revision=\(revision)&statement=\(statement)")
                #expect(reply.status == 200, "statement \(statement): \(reply.text)")
                #expect(reply.header("ETag") == "\"\(revision).\(statement)\"")
                return (reply.json["controllers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            }
            #expect(try names(0) == [])
            #expect(try names(1) == ["P"])
            #expect(try names(3) == ["P", "C"])
            let embedded = try client.get(session + "/hierarchy?revision=1&statement=4")
            let root = try #require((embedded.json["controllers"] as? [[String: Any]])?.first)
            #expect((root["children"] as? [[String: Any]])?.first?["name"] as? String == "C")
            #expect(try names(2, revision: 2).contains("host"))
            #expect(try client.get(session + "/hierarchy?revision=1&statement=5").status == 404)
            #expect(try client.get(session + "/hierarchy?revision=1&statement=-1").status == 400)
            #expect(try client.get(session + "/hierarchy?revision=0&statement=0").status == 404)
            // Without a revision: the latest input's statements (revision 2's: two steps).
            let latest = try client.get(session + "/hierarchy?statement=1")
            #expect(latest.status == 200 && latest.header("ETag") == "\"2.1\"")
            #expect(try client.get(session + "/hierarchy?statement=3").status == 404)
            let empty = try client.newSession()
            #expect(try client.get(empty + "/hierarchy?statement=0").status == 404)
            #expect(try client.get(session + "/steps?revision=3").status == 404)
            #expect(try client.get(session + "/steps").status == 400)
            #expect(try client.get(session + "/steps?revision=0").status == 400)
        }
    }

    /// The explorer's files and Debian's CodeMirror carry validators; a revalidation answers 304.
    @Test(arguments: Transport.allCases)
    func staticFilesRevalidate(_ transport: Transport) throws {
        try transport.run { client in
            let page = try client.get("/", accept: "text/html")
            #expect(page.status == 200)
            let tag = try #require(page.header("ETag"))
            let again = try client.send("GET", "/", headers: [("If-None-Match", tag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(try client.send("GET", "/", headers: [("If-None-Match", "\"other\"")]).status == 200)
            if FileManager.default.fileExists(atPath: ServiceConfiguration().codemirrorDirectory + "/codemirror.js") {
                let editor = try client.get("/vendor/codemirror/codemirror.js", accept: "*/*")
                #expect(editor.status == 200)
                #expect(editor.header("Content-Type") == "text/javascript; charset=utf-8")
                #expect(try client.get("/vendor/codemirror/mode/swift/swift.js", accept: "*/*").status == 200)
            }
            #expect(try client.get("/vendor/codemirror/../../../etc/passwd", accept: "*/*").status == 404)
            let reference = try client.get("/docs/swift-support.md", accept: "*/*")
            #expect(reference.status == 200)
            #expect(reference.header("Content-Type") == "text/markdown; charset=utf-8")
        }
    }

    /// Text files go gzipped to clients that accept it, with a validator of their own; others get
    /// the bytes as they are. Both carry `Vary: Accept-Encoding`.
    @Test(arguments: Transport.allCases)
    func staticTextFilesAreGzippedWhenAccepted(_ transport: Transport) throws {
        try transport.run { client in
            let plain = try client.send("GET", "/js/log.js", headers: [("Accept-Encoding", "identity")])
            #expect(plain.status == 200 && plain.header("Content-Encoding") == nil)
            #expect(plain.header("Vary") == "Accept-Encoding")
            let zipped = try client.send("GET", "/js/log.js", headers: [("Accept-Encoding", "br, gzip;q=0.8")])
            #expect(zipped.status == 200 && zipped.header("Content-Encoding") == "gzip")
            #expect(zipped.header("Content-Type") == plain.header("Content-Type"))
            #expect(zipped.body.count < plain.body.count / 2, "\(zipped.body.count) of \(plain.body.count) bytes")
            #expect(Gzip.decompress(zipped.body) == plain.body)
            let tag = try #require(zipped.header("ETag"))
            #expect(tag != plain.header("ETag"))
            #expect(try client.send("GET", "/js/log.js", headers: [("Accept-Encoding", "gzip"), ("If-None-Match", tag)]).status == 304)
            // The other representation's validator does not match this one.
            #expect(try client.send("GET", "/js/log.js", headers: [("If-None-Match", tag)]).status == 200)
            #expect(try client.send("GET", "/js/log.js", headers: [("Accept-Encoding", "gzip;q=0")]).header("Content-Encoding") == nil)
            let head = try client.send("HEAD", "/js/log.js", headers: [("Accept-Encoding", "gzip")])
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == "\(zipped.body.count)")
        }
    }

    /// Browsers fetch `/favicon.ico` for documents that name no icon: it is the explorer's icon.
    @Test(arguments: Transport.allCases)
    func faviconIcoIsTheExplorersIcon(_ transport: Transport) throws {
        try transport.run { client in
            let svg = try client.send("GET", "/favicon.svg", headers: [("Accept-Encoding", "identity")])
            let ico = try client.send("GET", "/favicon.ico", headers: [("Accept-Encoding", "identity")])
            #expect(ico.status == 200 && svg.status == 200)
            #expect(ico.header("Content-Type") == "image/svg+xml")
            #expect(ico.body == svg.body && !ico.body.isEmpty)
        }
    }

    @Test(arguments: Transport.allCases)
    func healthAndLifecycle(_ transport: Transport) throws {
        try transport.run { client in
            #expect(try client.get("/healthz").json["status"] as? String == "ok")
            let created = try client.post("/v1/sessions", contentType: "application/json")
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? String)
            #expect(created.header("Location") == "/v1/sessions/\(id)")
            let list = try client.get("/v1/sessions").json["sessions"] as? [[String: Any]]
            #expect(list?.map { $0["id"] as? String } == [id])
            let detail = try client.get("/v1/sessions/\(id)")
            #expect(detail.status == 200)
            #expect(detail.json["revision"] as? Int == 0)
            #expect(try client.delete("/v1/sessions/\(id)").status == 204)
            #expect(try client.get("/v1/sessions/\(id)").status == 404)
            #expect(try client.delete("/v1/sessions/\(id)").status == 404)
        }
    }

    /// A session large enough for the kept JSON of its nodes (`HierarchyJSONCache`): every
    /// answer's hierarchy is the one a replay of the session to that revision gives.
    @Test(arguments: Transport.allCases)
    func largeSessionsAnswerTheReplayedHierarchy(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let tree = (1..<80).map {
                "let N\($0) = UIViewController()\nroot.addChild(N\($0))\nroot.view.addSubview(N\($0).view)\nN\($0).didMove(toParent: root)"
            }
            #expect(
                try client.post(
                    session + "/script", "let root = UIViewController()\nwindow.rootViewController = root\n" + tree.joined(separator: "\n")
                ).status == 200)
            for (index, mutation) in [
                "N3.view.isHidden = true", "N5.willMove(toParent: nil)\nN5.view.removeFromSuperview()\nN5.removeFromParent()",
                "let Z = UIViewController()\nN7.addChild(Z)",
            ].enumerated() {
                let answer = try client.post(session + "/script", mutation)
                #expect(answer.status == 200)
                let revision = try #require(answer.json["revision"] as? Int)
                let replayed = try client.get(session + "/hierarchy?revision=\(revision)").json
                let current = try client.get(session + "/hierarchy").json
                #expect(NSDictionary(dictionary: answer.json["hierarchy"] as? [String: Any] ?? [:]).isEqual(to: replayed), "mutation \(index)")
                #expect(NSDictionary(dictionary: current).isEqual(to: replayed), "mutation \(index)")
            }
        }
    }

    @Test(arguments: Transport.allCases)
    func scriptReturnsLogAndHierarchy(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            let reply = try client.post(session + "/script", embed)
            #expect(reply.status == 200)
            #expect(reply.header("ETag") == "\"1\"")
            let lines = (reply.json["log"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(
                lines == [
                    "P.loadView()", "P.viewDidLoad()", "P.viewWillAppear(false)", "C.willMove(toParent: P)",
                    // Rule 30a: each root view's safe area is set before its first layout.
                    "C.loadView()", "C.viewDidLoad()", "C.didMove(toParent: P)", "P.viewSafeAreaInsetsDidChange()",
                    "P.viewIsAppearing(false)", "P.viewWillLayoutSubviews()", "P.viewDidLayoutSubviews()",
                    "C.viewSafeAreaInsetsDidChange()", "C.viewWillLayoutSubviews()", "C.viewDidLayoutSubviews()", "P.viewDidAppear(false)",
                    "C.viewWillAppear(false)", "C.viewIsAppearing(false)", "C.viewDidAppear(false)",
                    "C.viewWillLayoutSubviews()", "C.viewDidLayoutSubviews()",
                ])
            let text = try client.get(session + "/hierarchy", accept: "text/plain")
            #expect(
                text.text == """
                    <UIViewController: P>, state: appeared, view: <UIView: P.view>
                       | <UIViewController: C>, state: appeared, view: <UIView: C.view>

                    """)
            let json = try client.get(session + "/hierarchy").json
            let roots = json["controllers"] as? [[String: Any]]
            #expect(roots?.first?["name"] as? String == "P")
        }
    }

    @Test(arguments: Transport.allCases)
    func jsonScriptWithoutSettlingLeavesAnimationsRunning(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", "let A = UIViewController()\nlet B = UIViewController()\nwindow.rootViewController = A")
            let body = #"{"script": "A.present(B, animated: true)", "settle": false}"#
            let reply = try client.post(session + "/script", body, contentType: "application/json")
            #expect(reply.status == 200)
            let hierarchy = reply.json["hierarchy"] as? [String: Any]
            #expect(hierarchy?["pendingAnimations"] as? Int == 1)
            let settled = try client.post(session + "/script", "RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))")
            let lines = (settled.json["log"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
            #expect(lines.contains("B.viewDidAppear(true)"))
        }
    }

    @Test(arguments: Transport.allCases)
    func logIsPagedBySequenceNumber(_ transport: Transport) throws {
        try transport.run { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", embed)
            let first = try client.get(session + "/log?from=1&limit=4").json
            let entries = try #require(first["entries"] as? [[String: Any]])
            #expect(entries.map { $0["sequence"] as? Int } == [1, 2, 3, 4])
            #expect(first["next"] as? Int == 5)
            #expect(first["logLength"] as? Int == 20)
            let last = try client.get(session + "/log?from=13&limit=10").json
            #expect((last["entries"] as? [[String: Any]])?.count == 8)
            #expect(last["next"] == nil)
            #expect(try client.get(session + "/log?from=0").status == 400)
        }
    }

    @Test func staticFilesAndOpenAPIAreServed() throws {
        try Transport.inProcess.run { client in
            let page = try client.get("/", accept: "text/html")
            #expect(page.status == 200)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("Containment Playground"))
            let spec = try client.get("/openapi.json")
            #expect(spec.status == 200)
            #expect(spec.json["openapi"] as? String == "3.1.0")
        }
    }

    @Test func idleSessionsAreEvicted() throws {
        var configuration = ServiceConfiguration.testing
        configuration.sessionIdleTTLSeconds = 0
        let service = PlaygroundService(configuration: configuration)
        _ = service.handle(.init(method: "POST", path: "/v1/sessions"))
        #expect(service.sessionCount == 1)
        service.evictIdleSessions()
        #expect(service.sessionCount == 0)
    }
}
