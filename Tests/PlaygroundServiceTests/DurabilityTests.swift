import Foundation
import Testing

@testable import PlaygroundService

/// Export/import documents and the journal that keeps sessions across restarts.
@Suite struct DurabilityTests {
    static let scripts = [
        "let host = UIViewController()\nwindow.rootViewController = host\nlet child = UIViewController()",
        "host.addChild(child)\nhost.view.addSubview(child.view)\nchild.didMove(toParent: host)",
        "child.willMove(toParent: nil)",
    ]

    private func configuration(dataDirectory: String?) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        configuration.dataDirectory = dataDirectory
        return configuration
    }

    /// Everything a client can see of a session, for before/after comparisons.
    private func snapshot(_ client: Client, _ session: String) throws -> String {
        try client.get(session).text + client.get(session + "/log").text
    }

    @Test(arguments: Transport.allCases)
    func exportThenImportRebuildsTheSameSession(_ transport: Transport) throws {
        try transport.run { client in
            let original = try client.newSession()
            for script in Self.scripts { #expect(try client.post(original + "/script", script).status == 200) }
            _ = try client.send(
                "POST", original + "/script", headers: [("Content-Type", "application/json")],
                body: #"{"script": "child.view.removeFromSuperview()", "settle": false}"#)
            let export = try client.get(original + "/export")
            #expect(export.status == 200)
            #expect(export.json["format"] as? String == "containment-playground-session")
            #expect((export.json["scripts"] as? [Any])?.count == 4)
            let created = try client.post("/v1/sessions", export.text, contentType: "application/json")
            #expect(created.status == 201)
            #expect(created.json["imported"] as? Int == 4)
            let copy = "/v1/sessions/" + (created.json["id"] as? String ?? "")
            let strip = { (text: String) in
                text.replacingOccurrences(of: original.dropFirst(13), with: "").replacingOccurrences(of: copy.dropFirst(13), with: "")
            }
            #expect(strip(try snapshot(client, original)) == strip(try snapshot(client, copy)))
        }
    }

    /// "Export as Swift": one file that, posted to a new session, gives the same log and tree.
    @Test(arguments: Transport.allCases)
    func theSwiftExportRunsAsTheSessionDid(_ transport: Transport) throws {
        try transport.run { client in
            let original = try client.newSession()
            #expect(try client.post(original + "/script", Self.scripts[0]).status == 200)
            #expect(try client.post(original + "/script", "override child.viewWillAppear { print(child.isMovingToParent) }").status == 200)
            #expect(try client.post(original + "/script", Self.scripts[1]).status == 200)
            let swift =
                "final class Panel: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        print(\"panel loaded\")\n    }\n}\nlet panel = Panel()\nhost.addChild(panel)\nhost.view.addSubview(panel.view)\npanel.didMove(toParent: host)\n"
            #expect(try client.post(original + "/script", swift).status == 200)
            let export = try client.get(original + "/export?format=swift")
            #expect(export.status == 200)
            #expect(export.header("Content-Type") == "text/x-swift; charset=utf-8")
            #expect(export.text.contains("@objc(UIViewController)\nfinal class ChildOverrides: UIViewController {"))
            #expect(export.text.contains(swift))
            #expect(try client.get(original + "/export", accept: "text/x-swift").text == export.text)
            let copy = try client.newSession()
            #expect(try client.post(copy + "/script", export.text).status == 200)
            let log = { (session: String) in
                ((try client.get(session + "/log").json["entries"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            }
            #expect(try log(copy) == log(original))
            #expect(try log(copy).contains("console: child.isMovingToParent = true"))
            let tree = { (session: String) in try client.get(session + "/hierarchy", accept: "text/plain").text }
            #expect(try tree(copy) == tree(original))
            #expect(try client.get(original + "/export?format=xml").status == 400)
            // A session of the flat language alone exports a file the service reads as Swift.
            let flat = try client.newSession()
            for script in Self.scripts { #expect(try client.post(flat + "/script", script).status == 200) }
            let flatExport = try client.get(flat + "/export?format=swift").text
            #expect(flatExport.contains("\nimport UIKit\n"))
            let flatCopy = try client.newSession()
            #expect(try client.post(flatCopy + "/script", flatExport).status == 200)
            #expect(try log(flatCopy) == log(flat))
        }
    }

    @Test(arguments: Transport.allCases)
    func failingImportNamesTheScriptAndCreatesNothing(_ transport: Transport) throws {
        try transport.run { client in
            let document = #"{"scripts": [{"source": "let A = UIViewController()", "settle": true}, {"source": "A.addChild(A)", "settle": true}]}"#
            let reply = try client.post("/v1/sessions", document, contentType: "application/json")
            #expect(reply.status == 422)
            #expect(reply.json["scriptIndex"] as? Int == 1)
            #expect((try client.get("/v1/sessions").json["sessions"] as? [Any])?.isEmpty == true)
            #expect(try client.post("/v1/sessions", #"{"scripts": [], "version": 2}"#, contentType: "application/json").status == 400)
            #expect(try client.post("/v1/sessions", #"{"scripts": [], "preset": "uikit-modal"}"#, contentType: "application/json").status == 400)
            #expect(try client.post("/v1/sessions", #"{"scripts": [{"source": 1}]}"#, contentType: "application/json").status == 400)
        }
    }

    @Test func restartRestoresEverySessionFromItsJournal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var before: [String: String] = [:]
        try Transport.inProcess.run(configuration(dataDirectory: directory.path)) { client in
            for count in 1...3 {
                let session = try client.newSession()
                for script in Self.scripts.prefix(count) { #expect(try client.post(session + "/script", script).status == 200) }
                #expect(try client.post(session + "/script", "host.addChild(host)").status == 422)  // refused: not journalled
                before[session] = try snapshot(client, session)
            }
            let preset = try client.post("/v1/sessions", #"{"preset": "uikit-navigation"}"#, contentType: "application/json")
            let presetPath = "/v1/sessions/" + (preset.json["id"] as? String ?? "")
            before[presetPath] = try snapshot(client, presetPath)
            let doomed = try client.newSession()
            #expect(try client.delete(doomed).status == 204)
        }
        let service = PlaygroundService(configuration: configuration(dataDirectory: directory.path))
        let restored = service.restoreSessions()
        #expect(restored.restored == 4)
        #expect(restored.warnings.isEmpty)
        for (session, expected) in before {
            let detail = service.handle(.init(method: "GET", path: session))
            let log = service.handle(.init(method: "GET", path: session + "/log"))
            #expect(String(decoding: detail.body + log.body, as: UTF8.self) == expected)
        }
    }

    /// A session with the first `scripts` of `Self.scripts`, journalled by a service that has
    /// stopped since: its path, and its journal's.
    func journalledSession(in directory: TemporaryDirectory, scripts count: Int) throws -> (session: String, journal: String) {
        var session = ""
        try Transport.inProcess.run(configuration(dataDirectory: directory.path)) { client in
            session = try client.newSession()
            for script in Self.scripts.prefix(count) { _ = try client.post(session + "/script", script) }
        }
        return (session, directory.journal(of: session))
    }

    @Test func tornLastLineIsSkippedAndRepaired() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (session, journal) = try journalledSession(in: directory, scripts: 2)
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"source":"let torn = UIViewC"#.utf8))  // killed mid-write
        handle.closeFile()
        try Transport.inProcess.run(configuration(dataDirectory: directory.path)) { client in
            _ = try client.get("/healthz")
        }
        let service = PlaygroundService(configuration: configuration(dataDirectory: directory.path))
        #expect(service.restoreSessions().restored == 1)
        let detail = service.handle(.init(method: "GET", path: session))
        #expect(detail.headers.contains { $0.name == "ETag" && $0.value == "\"2\"" })
        let next = service.handle(
            .init(
                method: "POST", path: session + "/script", headers: ["content-type": "text/plain"],
                body: Array("let after = UIViewController()".utf8)))
        #expect(next.status == 200)
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)  // header, two scripts, the new one: the torn fragment is gone
        #expect(lines.last?.contains("let after") == true)
    }

    /// A journal found at start that is damaged other than by a torn last line (a middle line that
    /// is not a script, no header) is not replayed, nor rewritten without the scripts after the
    /// damage: the session answers 503 naming the problem, and the file stays as it was.
    @Test(arguments: ["middle line", "no header"])
    func damagedJournalIsRefusedAndKept(_ damage: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (session, journal) = try journalledSession(in: directory, scripts: 3)
        var lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        if damage == "middle line" { lines[2] = "not json" } else { lines.removeFirst() }
        let damaged = lines.joined(separator: "\n")
        try damaged.write(toFile: journal, atomically: false, encoding: .utf8)

        let service = PlaygroundService(configuration: configuration(dataDirectory: directory.path))
        #expect(service.restoreSessions().restored == 1)
        #expect(service.wakeRestoredSessions() == 1)
        for path in [session, session + "/log", session + "/hierarchy", session + "/export"] {
            let reply = service.handle(.init(method: "GET", path: path))
            #expect(reply.status == 503, "\(damage): \(path)")
            #expect(String(decoding: reply.body, as: UTF8.self).contains("cannot be restored"))
        }
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == damaged)
        #expect(service.handle(.init(method: "DELETE", path: session)).status == 204)
    }

    @Test func journalFailureAnswers503AndLeavesTheSessionAsItWas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Transport.inProcess.run(configuration(dataDirectory: directory.path)) { client in
            let session = try client.newSession()
            _ = try client.post(session + "/script", Self.scripts[0])
            let before = try snapshot(client, session)
            try FileManager.default.removeItem(atPath: directory.path + "/sessions")  // the disk went away
            let reply = try client.post(session + "/script", Self.scripts[1])
            #expect(reply.status == 503)
            #expect(try snapshot(client, session) == before)
        }
    }
}
