import Foundation
import HTTPServer
import Testing

@testable import PlaygroundService

/// Engine snapshots written beside the journal every `snapshotEvery` inputs (issue 19): a restart,
/// another node and time travel load the latest and replay only the inputs after it, and give
/// exactly what replaying every input gives.
@Suite struct SnapshotTests {
    static let scripts = [
        "let host = UIViewController()\nwindow.rootViewController = host", "let a = UIViewController()\nhost.addChild(a)",
        "host.view.addSubview(a.view)\na.didMove(toParent: host)", "override a.viewWillDisappear {\n    print(a.isViewLoaded)\n}",
        "let b = UIViewController()\nhost.addChild(b)", "a.willMove(toParent: nil)\na.view.removeFromSuperview()\na.removeFromParent()",
        "UIView.animate(withDuration: 0.3, animations: {}) { _ in\n    b.didMove(toParent: host)\n}",
    ]

    /// Snapshots every `every` inputs, and (`onSleep` > 0) of sessions going to sleep.
    static func configuration(_ directory: TemporaryDirectory, every: Int = 3, onSleep: Int = 0) -> ServiceConfiguration {
        var configuration = ServiceConfiguration.testing
        configuration.dataDirectory = directory.path
        configuration.snapshotEvery = every
        configuration.snapshotOnSleepInputs = onSleep
        return configuration
    }

    static func visible(_ service: PlaygroundService, _ session: String) -> String {
        [("", [:]), ("/log", [:]), ("/hierarchy", ["revision": "7"]), ("/hierarchy", ["revision": "2"])].map { path, query in
            String(decoding: service.handle(.init(method: "GET", path: session + path, query: query)).body, as: UTF8.self)
        }.joined(separator: "\n")
    }

    static func metric(_ service: PlaygroundService, _ name: String) -> Int {
        let text = String(decoding: service.handle(.init(method: "GET", path: "/metrics")).body, as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
    }

    /// Seven Swift inputs: classes with overrides, a lazy child, stored values of every kind, a
    /// container's delegate, then calls.
    static let swiftScripts = [
        """
        import UIKit
        final class Detail: UIViewController {
            var notes: [String] = []
            var frameWanted = CGRect(x: 0, y: 0, width: 100, height: 50)
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("detail appears with \\(notes.count) notes")
            }
        }
        final class Host: UIViewController, UINavigationControllerDelegate {
            lazy var detail = Detail()
            func embed() {
                addChild(detail)
                view.addSubview(detail.view)
                detail.view.frame = detail.frameWanted
                detail.didMove(toParent: self)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                print("shown \\(type(of: viewController))")
            }
        }
        """,
        "let host = Host()\nlet navigation = UINavigationController(rootViewController: host)\nnavigation.delegate = host",
        "window.rootViewController = navigation",
        "host.detail.notes = [\"a\", \"b\"]\nhost.embed()",
        "let other = Detail()\nnavigation.pushViewController(other, animated: false)",
        "navigation.popViewController(animated: false)",
        "host.detail.notes.append(\"c\")\nprint(host.detail.notes)",
    ]

    /// A session of seven inputs (flat by default), journalled with a snapshot at revision 6 (the
    /// last settled input leaves an animation in flight when `settle` is off); its path.
    static func journalled(in directory: TemporaryDirectory, every: Int = 3, settleLast: Bool = false, scripts: [String] = scripts) throws -> String {
        var session = ""
        try Transport.inProcess.run(configuration(directory, every: every)) { client in
            session = try client.newSession()
            for (index, script) in scripts.enumerated() {
                let settle = index < scripts.count - 1 || settleLast
                #expect(try client.post(session + "/script\(settle ? "" : "?settle=false")", script).status == 200)
            }
        }
        return session
    }

    @Test(arguments: ["flat", "swift"])
    func aRestartLoadsTheLatestSnapshotAndReplaysTheRest(_ language: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try Self.journalled(
            in: directory, settleLast: language == "swift", scripts: language == "swift" ? Self.swiftScripts : Self.scripts)
        let id = String(session.split(separator: "/").last!)
        let file = try #require(FileManager.default.contents(atPath: directory.path + "/sessions/\(id).snapshot"))
        #expect(String(decoding: file.prefix(2), as: UTF8.self) == "6\n")

        // Every input replayed, without snapshots: what the session is.
        let replayedAll = PlaygroundService(configuration: Self.configuration(directory, every: 0))
        _ = replayedAll.restoreSessions()
        let expected = Self.visible(replayedAll, session)
        #expect(Self.metric(replayedAll, "playground_snapshots_loaded_total") == 0)

        let fromSnapshot = PlaygroundService(configuration: Self.configuration(directory))
        _ = fromSnapshot.restoreSessions()
        #expect(Self.visible(fromSnapshot, session) == expected)
        #expect(Self.metric(fromSnapshot, "playground_snapshots_loaded_total") >= 1)
        // The session goes on alike: the next input's answer is the same on both.
        let next =
            language == "swift" ? "host.detail.notes.removeAll()\nnavigation.pushViewController(Detail(), animated: false)" : "b.removeFromParent()"
        let a = fromSnapshot.handle(.init(method: "POST", path: session + "/script", headers: ["Content-Type": "text/plain"], body: Array(next.utf8)))
        let b = replayedAll.handle(.init(method: "POST", path: session + "/script", headers: ["Content-Type": "text/plain"], body: Array(next.utf8)))
        #expect(a.status == 200 && a.body == b.body)
    }

    /// A snapshot that cannot be read (damaged, another version) only costs the full replay.
    @Test(arguments: ["garbage", "6\n{\"format\": \"other\"}", "6\nnot json", "99\n{}", ""])
    func anUnreadableSnapshotIsIgnored(contents: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try Self.journalled(in: directory)
        let id = String(session.split(separator: "/").last!)
        let replayedAll = PlaygroundService(configuration: Self.configuration(directory, every: 0))
        _ = replayedAll.restoreSessions()
        let expected = Self.visible(replayedAll, session)
        #expect(expected.contains("\"revision\":7"))
        try contents.write(toFile: directory.path + "/sessions/\(id).snapshot", atomically: true, encoding: .utf8)
        let service = PlaygroundService(configuration: Self.configuration(directory))
        _ = service.restoreSessions()
        #expect(Self.visible(service, session) == expected)
        #expect(Self.metric(service, "playground_snapshots_loaded_total") == 0)
    }

    /// A Swift session holding a closure has no snapshot (a closure cannot be written down), and
    /// deleting a session deletes its snapshot (one waiting to be written included).
    @Test func aSessionHoldingAClosureHasNoneAndDeletionRemovesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Transport.inProcess.run(Self.configuration(directory, every: 1)) { client in
            let swift = try client.newSession()
            #expect(
                try client.post(
                    swift + "/script", "final class Host: UIViewController {}\nlet host = Host()\nvar later: (() -> Void)? = { print(1) }"
                ).status == 200)
            let flat = try client.newSession()
            #expect(try client.post(flat + "/script", "let host = UIViewController()").status == 200)
            // Snapshots are written by a thread of their own, after the answer: wait for it.
            func snapshots() throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: directory.path + "/sessions").filter { $0.hasSuffix(".snapshot") }
            }
            let deadline = ContinuousClock.now + .seconds(5)
            while try snapshots().isEmpty, ContinuousClock.now < deadline { usleep(5_000) }
            #expect(try snapshots() == [String(flat.split(separator: "/").last!) + ".snapshot"])
            #expect(try client.delete(flat).status == 204)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/sessions").filter { $0.hasSuffix(".snapshot") }.isEmpty)
        }
    }

    /// A session going to sleep with enough inputs gets a snapshot, which its next wake loads
    /// (nothing left to replay); a shorter one, or one with nothing new since, gets none.
    @Test(arguments: ["flat", "swift"])
    func aSessionPutToSleepIsWokenFromItsSnapshot(_ language: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = Self.configuration(directory, every: 0, onSleep: 5)
        configuration.maxLivePlaygrounds = 1
        let scripts = language == "swift" ? Self.swiftScripts : Self.scripts
        let service = PlaygroundService(configuration: configuration)
        func post(_ path: String, _ body: String) -> HTTPResponse {
            service.handle(.init(method: "POST", path: path, headers: ["Content-Type": "text/plain"], body: Array(body.utf8)))
        }
        func snapshotFile(_ session: String) -> String? {
            service.store.snapshots!.writer.flush()
            let id = session.split(separator: "/").last!
            return FileManager.default.contents(atPath: directory.path + "/sessions/\(id).snapshot").map {
                String(decoding: $0.prefix(2), as: UTF8.self)
            }
        }
        func newSession() throws -> String {
            let created = try JSONSerialization.jsonObject(with: Data(post("/v1/sessions", "").body)) as? [String: Any]
            return "/v1/sessions/" + (try #require(created?["id"] as? String))
        }
        let long = try newSession()
        for script in scripts { #expect(post(long + "/script", script).status == 200) }
        let short = try newSession()
        #expect(
            post(short + "/script", language == "swift" ? "import UIKit\nlet a = UIViewController()" : "let a = UIViewController()").status == 200)
        // The short session took the only live place: the long one slept, with a snapshot.
        #expect(snapshotFile(long) == "7\n")
        #expect(service.handle(.init(method: "GET", path: long)).status == 200)
        #expect(Self.metric(service, "playground_snapshots_loaded_total") == 1, "the wake loaded it")
        #expect(snapshotFile(short) == nil, "one input: under snapshotOnSleepInputs")
        let before = Self.visible(service, long)
        // Woken again without a new input: no second snapshot is offered.
        let written = service.store.snapshots!.writer.done.load(ordering: .relaxed)
        _ = post(short + "/script", "let b = UIViewController()")
        _ = Self.visible(service, long)
        service.store.snapshots!.writer.flush()
        #expect(service.store.snapshots!.writer.done.load(ordering: .relaxed) == written)
        // What the wake gives is what replaying every input gives.
        let replayedAll = PlaygroundService(configuration: Self.configuration(directory, every: 0))
        _ = replayedAll.restoreSessions()
        #expect(Self.visible(replayedAll, long) == before)
        #expect(Self.metric(replayedAll, "playground_snapshots_loaded_total") == 0)
        // After a restart: woken from its snapshot, then put to sleep unchanged: not written again.
        let restarted = PlaygroundService(configuration: configuration)
        _ = restarted.restoreSessions()
        let writtenBefore = restarted.store.snapshots!.writer.done.load(ordering: .relaxed)
        #expect(Self.visible(restarted, long) == before)
        #expect(restarted.handle(.init(method: "GET", path: short)).status == 200)
        #expect(restarted.handle(.init(method: "GET", path: long)).status == 200)
        #expect(restarted.handle(.init(method: "GET", path: short)).status == 200)
        restarted.store.snapshots!.writer.flush()
        #expect(restarted.store.snapshots!.writer.done.load(ordering: .relaxed) == writtenBefore)
        #expect(Self.metric(restarted, "playground_snapshots_loaded_total") >= 1)
    }
}
