import ContainmentEngine
import Dispatch
import Foundation
import PlaygroundAPI
import Support
import Testing

@testable import ContainmentScript
@testable import PlaygroundService

/// `maxLivePlaygrounds`: past it the least recently used sessions drop their playground and are
/// replayed on their next use. A replayed session must answer exactly as before it slept.
@Suite struct DormancyTests {
    enum Mode: String, CaseIterable, CustomStringConvertible, Sendable {
        case memoryOnly, dataDirectory
        var description: String { rawValue }
        /// How a session of this mode sleeps.
        var dormant: Session.Residency.Kind { self == .memoryOnly ? .dormantInMemory : .dormantOnJournal }
    }

    static func configuration(maxLive: Int, dataDirectory: String?, _ change: (inout ServiceConfiguration) -> Void = { _ in }) -> ServiceConfiguration
    {
        var configuration = ServiceConfiguration.testing
        configuration.maxLivePlaygrounds = maxLive
        configuration.dataDirectory = dataDirectory
        change(&configuration)
        return configuration
    }

    /// A service capped at `maxLive`, journalling into a temporary directory in `.dataDirectory` mode.
    static func withService(
        _ mode: Mode, maxLive: Int, _ change: (inout ServiceConfiguration) -> Void = { _ in },
        _ body: (PlaygroundService, Client, String?) throws -> Void
    ) throws {
        let directory = mode == .dataDirectory ? try TemporaryDirectory() : nil
        defer { directory?.remove() }
        let service = PlaygroundService(configuration: configuration(maxLive: maxLive, dataDirectory: directory?.path, change))
        try body(service, Client.inProcess(service), directory?.path)
    }

    static let tree =
        "let N0 = UIViewController()\nwindow.rootViewController = N0\n"
        + (1..<20).map {
            "let N\($0) = UIViewController()\nN\(($0 - 1) / 10).addChild(N\($0))\nN\(($0 - 1) / 10).view.addSubview(N\($0).view)\nN\($0).didMove(toParent: N\(($0 - 1) / 10))"
        }.joined(separator: "\n")

    static func child(_ name: String, of parent: String = "root") -> String {
        "let \(name) = UIViewController()\n\(parent).addChild(\(name))\n\(parent).view.addSubview(\(name).view)\n\(name).didMove(toParent: \(parent))"
    }

    /// Five different sessions: a preset, hand-written scripts (one unsettled, one refused), a
    /// 20-controller tree, an import, and many small mutations. Returns the session's path.
    static func build(_ index: Int, on client: Client) throws -> String {
        func expectOK(_ reply: Reply, _ status: Int = 200) throws {
            guard reply.status == status else { throw TestFailure("session \(index): \(reply.status) \(reply.text)") }
        }
        switch index {
        case 0:
            let created = try client.post("/v1/sessions", #"{"preset": "uikit-navigation"}"#, contentType: "application/json")
            try expectOK(created, 201)
            let path = "/v1/sessions/" + (created.json["id"] as? String ?? "")
            try expectOK(client.post(path + "/script", "// nothing"))
            return path
        case 1:
            let path = try client.newSession()
            for script in DurabilityTests.scripts { try expectOK(client.post(path + "/script", script)) }
            try expectOK(
                client.send(
                    "POST", path + "/script", headers: [("Content-Type", "application/json")],
                    body: #"{"script": "child.view.removeFromSuperview()", "settle": false}"#))
            try expectOK(client.post(path + "/script", "host.addChild(host)"), 422)  // refused: not part of the session
            return path
        case 2:
            let path = try client.newSession()
            try expectOK(client.post(path + "/script?include=none", tree))
            return path
        case 3:
            let document =
                #"{"scripts": [{"source": "let root = UIViewController()\nwindow.rootViewController = root", "settle": true}, "#
                + #"{"source": "let A = UIViewController()\nroot.addChild(A)", "settle": false}]}"#
            let created = try client.post("/v1/sessions", document, contentType: "application/json")
            try expectOK(created, 201)
            let path = "/v1/sessions/" + (created.json["id"] as? String ?? "")
            try expectOK(client.post(path + "/script", "root.view.addSubview(A.view)\nA.didMove(toParent: root)"))
            return path
        default:
            let path = try client.newSession()
            try expectOK(client.post(path + "/script", "let root = UIViewController()\nwindow.rootViewController = root"))
            for step in 0..<12 { try expectOK(client.post(path + "/script?include=log", child("C\(step)"))) }
            return path
        }
    }

    /// Everything a client can read of a session, headers included, with its id blanked.
    static func snapshot(_ client: Client, _ path: String) throws -> String {
        var parts: [String] = []
        func record(_ label: String, _ reply: Reply, headers: [String] = ["ETag"]) {
            let values = headers.map { "\($0)=\(reply.header($0) ?? "-")" }.joined(separator: " ")
            parts.append("\(label) \(reply.status) \(values)\n\(reply.text)")
        }
        let detail = try client.get(path)
        record("detail", detail)
        if let tag = detail.header("ETag") {
            record("not-modified", try client.send("GET", path, headers: [("If-None-Match", tag)]))
        }
        record("hierarchy", try client.get(path + "/hierarchy"), headers: ["ETag", "Vary"])
        record("hierarchy-text", try client.get(path + "/hierarchy", accept: "text/plain"), headers: ["ETag", "Vary"])
        var page = path + "/log?limit=7"
        while true {
            let reply = try client.get(page)
            record("log \(page)", reply, headers: ["ETag", "Link"])
            guard let next = reply.json["next"] as? Int else { break }
            page = path + "/log?limit=7&from=\(next)"
        }
        record("log-past-end", try client.get(path + "/log?from=100000"))
        record("export", try client.get(path + "/export"), headers: ["ETag", "Content-Disposition"])
        return parts.joined(separator: "\n").replacingOccurrences(of: String(path.dropFirst(13)), with: "<id>")
    }

    static func sessions(_ service: PlaygroundService) -> [Session] { service.store.all() }
    static func awake(_ service: PlaygroundService) -> Int { sessions(service).filter { $0.residency == .live }.count }
    static func residency(_ service: PlaygroundService, _ path: String) throws -> Session.Residency.Kind {
        try service.store.session(String(path.dropFirst(13))).residency
    }

    /// The listing with ids replaced by the session's index, for comparing two services.
    static func listing(_ client: Client, _ paths: [String]) throws -> [String] {
        let rows = try client.get("/v1/sessions").json["sessions"] as? [[String: Any]] ?? []
        return rows.map { row in
            let index = paths.firstIndex { $0.hasSuffix(row["id"] as? String ?? "?") } ?? -1
            return "\(index): revision \(row["revision"] ?? "-") controllers \(row["controllers"] ?? "-") log \(row["logLength"] ?? "-")"
        }.sorted()
    }

    @Test(arguments: Mode.allCases)
    func dormantSessionsAnswerExactlyAsBeforeTheySlept(_ mode: Mode) throws {
        let reference = Client.inProcess(PlaygroundService(configuration: .testing))  // never sleeps
        try Self.withService(mode, maxLive: 2) { service, client, _ in
            var paths: [String] = [], referencePaths: [String] = [], before: [String] = []
            for index in 0..<5 {
                paths.append(try Self.build(index, on: client))
                referencePaths.append(try Self.build(index, on: reference))
                #expect(service.store.liveCount <= 2)
                #expect(Self.awake(service) <= 2)
                before.append(try Self.snapshot(client, paths[index]))  // while live
                #expect(try Self.residency(service, paths[index]) == .live)
            }
            // The three least recently used went to sleep.
            #expect(try paths.map { try Self.residency(service, $0) } == [mode.dormant, mode.dormant, mode.dormant, .live, .live])
            #expect(service.store.liveCount == 2)

            // Listing, metrics and the controller total come from summaries: nothing wakes.
            #expect(try Self.listing(client, paths) == Self.listing(reference, referencePaths))
            #expect(Self.awake(service) == 2)
            let metrics = try client.get("/metrics").text
            #expect(metrics.contains("playground_live_sessions 2"))
            #expect(metrics.contains("playground_session_replays_total 0"))
            #expect(metrics.contains("playground_controllers \(service.store.controllerCount)"))
            #expect(try reference.get("/metrics").text.contains("playground_controllers \(service.store.controllerCount)"))

            // Read in creation order: each is asleep when read (reading wakes it and puts the least
            // recently used other to sleep) and answers as before, and as the session that never slept.
            for (index, path) in paths.enumerated() {
                #expect(try Self.residency(service, path) == mode.dormant, "session \(index)")
                let after = try Self.snapshot(client, path)
                #expect(after == before[index], "session \(index)")
                #expect(after == (try Self.snapshot(reference, referencePaths[index])), "session \(index)")
                #expect(Self.awake(service) <= 2)
            }

            // Reading each woke it, once.
            #expect(service.store.replayCount == paths.count)
            let afterReads = try client.get("/metrics").text
            #expect(afterReads.contains("playground_session_replays_total \(paths.count)"))
            // Each of those uses missed the cache; every other use so far was served from a live copy.
            #expect(afterReads.contains("playground_session_cache_misses_total \(paths.count)"))
            #expect(service.store.cacheHits.load(ordering: .relaxed) > 0)

            // A mutation after a replay continues the same revisions and log sequence.
            for (index, path) in paths.enumerated() {
                let script = Self.child("Late\(index)", of: "N0") + "\n// after sleep"
                let reply = try client.post(path + "/script?include=log", script)
                let expected = try reference.post(referencePaths[index] + "/script?include=log", script)
                #expect(reply.status == expected.status, "session \(index): \(reply.text)")
                #expect(reply.text == expected.text, "session \(index)")
                #expect(reply.header("ETag") == expected.header("ETag"))
                #expect(Self.awake(service) <= 2)
            }
            for (index, path) in paths.enumerated() {
                #expect(try Self.snapshot(client, path) == (try Self.snapshot(reference, referencePaths[index])), "session \(index)")
            }
            #expect(try Self.listing(client, paths) == Self.listing(reference, referencePaths))
        }
    }

    /// Log trimming (`maxLogEntries`) drops the same entries on replay: same `firstAvailable`,
    /// same `truncated` answer, same sequence numbers after it.
    @Test(arguments: Mode.allCases)
    func logTrimmingSurvivesReplay(_ mode: Mode) throws {
        try Self.withService(mode, maxLive: 1, { $0.playground.maxLogEntries = 10 }) { service, client, _ in
            let session = try client.newSession()
            #expect(try client.post(session + "/script", "let root = UIViewController()\nwindow.rootViewController = root").status == 200)
            for step in 0..<15 { #expect(try client.post(session + "/script?include=none", Self.child("C\(step)")).status == 200) }
            let first = try client.get(session + "/log?from=1&limit=3")
            let firstAvailable = try #require(first.json["firstAvailable"] as? Int)
            #expect(firstAvailable > 1)
            #expect(first.json["truncated"] != nil)
            let before = try Self.snapshot(client, session) + first.text

            _ = try client.newSession()  // the only live slot goes to another session
            #expect(try Self.residency(service, session) == mode.dormant)
            let again = try client.get(session + "/log?from=1&limit=3")
            #expect(try Self.snapshot(client, session) + again.text == before)
            #expect(again.json["firstAvailable"] as? Int == firstAvailable)

            // The same at the engine: a replay of the inputs is the same playground.
            let original = Playground(limits: service.configuration.playground)
            var inputs = [SessionInput.script(source: "let root = UIViewController()\nwindow.rootViewController = root", settle: true)]
            inputs += (0..<15).map { SessionInput.script(source: Self.child("C\($0)"), settle: true) }
            for input in inputs { try original.run(input.source, settle: input.settle) }
            let (replayed, history) = try service.store.replayer.replay(inputs).get()
            #expect(history.scripts == inputs.count)
            #expect(replayed.limits == service.configuration.playground)  // lifted for the replay only
            #expect(replayed.firstLogSequence == original.firstLogSequence)
            #expect(replayed.firstLogSequence == firstAvailable)
            #expect(replayed.logCount == original.logCount)
            #expect(replayed.revision == original.revision)
            #expect(replayed.logEntries(from: 1, limit: .max) == original.logEntries(from: 1, limit: .max))
            #expect(replayed.hierarchy() == original.hierarchy())
        }
    }

    @Test(arguments: Mode.allCases)
    func deletingAndEvictingDormantSessions(_ mode: Mode) throws {
        try Self.withService(mode, maxLive: 1, { $0.sessionIdleTTLSeconds = 1 }) { service, client, directory in
            let paths = try (2..<5).map { try Self.build($0, on: client) }
            let total = service.store.controllerCount
            #expect(total == 20 + 2 + 13)
            #expect(try Self.residency(service, paths[0]) == mode.dormant)
            // Deleting a dormant session takes its controllers off the total (and its journal away).
            #expect(try client.delete(paths[0]).status == 204)
            #expect(service.store.controllerCount == total - 20)
            #expect(try client.get(paths[0]).status == 404)
            if let directory {
                let journals = try FileManager.default.contentsOfDirectory(atPath: directory + "/sessions")
                #expect(journals.count == 2)
            }
            // An If-Match on a dormant session is checked against its replayed revision.
            #expect(try Self.residency(service, paths[1]) == mode.dormant)
            #expect(try client.send("DELETE", paths[1], headers: [("If-Match", "\"1\"")]).status == 412)
            // Idle eviction reaches dormant sessions too, and leaves the totals at zero.
            Thread.sleep(forTimeInterval: 1.2)
            #expect(try Self.residency(service, paths[2]) == mode.dormant)
            service.evictIdleSessions()
            #expect(service.sessionCount == 0)
            #expect(service.store.liveCount == 0)
            #expect(service.store.controllerCount == 0)
            #expect(service.store.evictionCount == 2)
            if let directory { #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/sessions").isEmpty) }
        }
    }

    /// Sessions restored from their journals stay within the limit when replayed in the
    /// background, and the listing is right before and after.
    @Test func restoredSessionsWakeWithinTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var before: [String] = [], paths: [String] = [], listing: [String] = []
        try Transport.inProcess.run(Self.configuration(maxLive: 2, dataDirectory: directory.path)) { client in
            for index in 0..<5 {
                paths.append(try Self.build(index, on: client))
                before.append(try Self.snapshot(client, paths[index]))
            }
            listing = try Self.listing(client, paths)
        }
        let service = PlaygroundService(configuration: Self.configuration(maxLive: 2, dataDirectory: directory.path))
        #expect(service.restoreSessions().restored == 5)
        #expect(Self.awake(service) == 0)
        #expect(Self.sessions(service).allSatisfy { $0.summary == nil })
        let client = Client.inProcess(service)
        #expect(try Self.listing(client, paths) == listing)  // replays them, keeping two
        #expect(Self.awake(service) == 2)
        service.wakeRestoredSessions()
        #expect(service.store.liveCount == 2)
        #expect(Self.awake(service) == 2)
        let controllers = service.store.controllerCount
        #expect(controllers == Self.sessions(service).reduce(0) { $0 + ($1.summary?.controllers ?? -1000) })
        for (index, path) in paths.enumerated() {
            #expect(try Self.snapshot(client, path) == before[index], "session \(index)")
            #expect(Self.awake(service) <= 2)
        }
        #expect(service.store.controllerCount == controllers)
    }

    /// A journal that went away (or changed) is not trusted: a session put to sleep then keeps
    /// its scripts in memory, so nothing acknowledged is lost; a session already asleep on it
    /// cannot be restored and answers 503 instead of coming back different.
    @Test func sessionKeepsItsScriptsWhenItsJournalCannotReplayIt() throws {
        try Self.withService(.dataDirectory, maxLive: 1) { service, client, directory in
            let kept = try Self.build(4, on: client)
            let other = try Self.build(2, on: client)
            #expect(try Self.residency(service, kept) == .dormantOnJournal)
            let before = try Self.snapshot(client, kept)  // live again; `other` sleeps on its journal
            try FileManager.default.removeItem(atPath: directory! + "/sessions")  // the disk went away
            let lost = try client.get(other)
            #expect(lost.status == 503)
            #expect(lost.json["type"] as? String == "https://containment-playground.dev/problems/journal-unavailable")
            #expect((lost.json["detail"] as? String)?.contains("changed outside the service while the session was dormant") == true)
            #expect(try Self.residency(service, other) == .dormantOnJournal)
            #expect(try Self.residency(service, kept) == .live)  // a refused wake uses no live slot

            try FileManager.default.createDirectory(atPath: directory! + "/sessions", withIntermediateDirectories: true)
            let third = try client.newSession()  // `kept` goes to sleep: its journal is gone
            #expect(try Self.residency(service, kept) == .dormantInMemory)
            #expect(try Self.snapshot(client, kept) == before)
            // A failed append (503) also makes the session keep its scripts from then on.
            #expect(try client.post(kept + "/script", "let Z = UIViewController()").status == 503)
            _ = try client.get(third)
            #expect(try Self.residency(service, kept) == .dormantInMemory)
            #expect(try Self.snapshot(client, kept) == before)
            // The lost session can still be deleted.
            #expect(try client.send("DELETE", other, headers: []).status == 204)
            #expect(try client.get(other).status == 404)
        }
    }

    /// A dormant session's journal changed by someone else (appended to, truncated, or torn in
    /// the middle) is refused on every route that needs the session, and left as it was.
    @Test(arguments: ["appended", "truncated", "torn"])
    func journalChangedWhileDormantIsRefusedAndKept(_ change: String) throws {
        try Self.withService(.dataDirectory, maxLive: 1) { service, client, directory in
            let asleep = try Self.build(4, on: client)
            _ = try client.newSession()
            #expect(try Self.residency(service, asleep) == .dormantOnJournal)
            let id = String(asleep.split(separator: "/").last!)
            let path = directory! + "/sessions/\(id).jsonl"
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            switch change {
            case "appended": bytes += Data(#"{"source":"let Intruder = UIViewController()","settle":true}"#.utf8 + [10])
            case "truncated": bytes = bytes.prefix(bytes.count - 10)
            default: bytes[bytes.count / 2] = UInt8(ascii: "\u{7F}")
            }
            try bytes.write(to: URL(fileURLWithPath: path))
            for reply in [
                try client.get(asleep), try client.get(asleep + "/hierarchy"), try client.get(asleep + "/log"),
                try client.post(asleep + "/script", "// nothing"),
            ] {
                #expect(reply.status == 503, "\(change): \(reply.text)")
                #expect((reply.json["detail"] as? String)?.contains("session \(id) cannot be restored") == true)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            #expect(try Self.residency(service, asleep) == .dormantOnJournal)
            #expect(try client.send("DELETE", asleep, headers: []).status == 204)
        }
    }

    /// Many clients over more sessions than may be live: every acknowledged mutation is there
    /// afterwards, each session's log is gap-free and in revision order, and at most the limit
    /// are live once it is over.
    @Test(arguments: Mode.allCases)
    func concurrentClientsOverMoreSessionsThanTheLimit(_ mode: Mode) throws {
        let sessionCount = 10, maxLive = 3, clients = 8, perClient = 30
        let directory = mode == .dataDirectory ? try TemporaryDirectory() : nil
        defer { directory?.remove() }
        try LiveService.run(Self.configuration(maxLive: maxLive, dataDirectory: directory?.path), http: { $0.threadPoolSize = 4 }) { live in
            let setup = try live.client()
            let paths = try (0..<sessionCount).map { _ in
                let path = try setup.newSession()
                #expect(try setup.post(path + "/script", "let root = UIViewController()\nwindow.rootViewController = root").status == 200)
                return path
            }
            // `Locked` (a pthread mutex) rather than `Mutex`, which ThreadSanitizer cannot see.
            let acknowledged = Locked<[Int: [(name: String, revision: Int)]]>([:])
            let failures = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: clients + 1) { worker in
                do {
                    let client = try live.client()
                    if worker == clients {  // a reader listing and reading while the others write
                        for round in 0..<perClient {
                            let list = try client.get("/v1/sessions")
                            if (list.json["sessions"] as? [Any])?.count != sessionCount { failures.withLock { $0.append("listing: \(list.text)") } }
                            let read = try client.get(paths[round % sessionCount] + "/log?limit=5")
                            if read.status != 200 { failures.withLock { $0.append("read: \(read.status)") } }
                        }
                        return
                    }
                    for index in 0..<perClient {
                        let target = (worker * 7 + index * 3) % sessionCount
                        let name = "W\(worker)_\(index)"
                        let reply = try client.post(paths[target] + "/script?include=none", Self.child(name))
                        guard reply.status == 200, let revision = reply.json["revision"] as? Int else {
                            failures.withLock { $0.append("\(name): \(reply.status) \(reply.text)") }
                            continue
                        }
                        acknowledged.withLock { $0[target, default: []].append((name, revision)) }
                        if index % 5 == 0, try client.get(paths[(target + 1) % sessionCount]).status != 200 {
                            failures.withLock { $0.append("GET after \(name) failed") }
                        }
                    }
                } catch {
                    failures.withLock { $0.append("worker \(worker): \(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(live.service.store.liveCount <= maxLive)
            #expect(Self.awake(live.service) <= maxLive)
            let acks = acknowledged.withLock { $0 }
            #expect(acks.values.reduce(0) { $0 + $1.count } == clients * perClient)
            for (target, path) in paths.enumerated() {
                let mutations = acks[target] ?? []
                #expect(mutations.map(\.revision).sorted() == Array(2..<(2 + mutations.count)), "session \(target)")
                let detail = try setup.get(path)
                #expect(detail.json["revision"] as? Int == 1 + mutations.count)
                let roots = try setup.get(path + "/hierarchy").json["controllers"] as? [[String: Any]]
                let children = (roots?.first?["children"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                #expect(Set(children) == Set(mutations.map(\.name)), "session \(target)")
                let log = try setup.wholeLog(path)
                let sequences = log.map { $0["sequence"] as? Int ?? -1 }, revisions = log.map { $0["revision"] as? Int ?? -1 }
                #expect(sequences == Array(1...max(1, sequences.count)), "session \(target)")
                #expect(revisions == revisions.sorted(), "session \(target)")
                #expect(Set(revisions) == Set(1...(1 + mutations.count)), "session \(target)")
                #expect(Self.awake(live.service) <= maxLive)
            }
            #expect(live.service.store.controllerCount == sessionCount + clients * perClient)
        }
    }

    @Test func limitDefaultsToAThousand() {
        #expect(ServiceConfiguration().maxLivePlaygrounds == 1_000)
    }

    @Test func recencyListKeepsUseOrder() {
        var list = RecencyList<String>()
        for key in ["a", "b", "c", "d"] { list.use(key) }
        list.use("b")
        #expect(list.ordered == ["a", "c", "d", "b"])
        #expect(list.oldest(2, excluding: "a") == ["c", "d"])
        let removed = list.remove("c"), removedAgain = list.remove("c")
        #expect(removed && !removedAgain)
        list.use("a")
        #expect(list.ordered == ["d", "b", "a"])
        #expect(list.oldest == "d" && list.newest == "a" && list.count == 3)
        for key in ["d", "b", "a"] { list.remove(key) }
        #expect(list.ordered == [] && list.oldest == nil && list.newest == nil && list.count == 0)
        // Keys removed leave their slots to new ones; the order stays that of use.
        for round in 0..<3 {
            for key in ["e", "f", "g"] { list.use(key + "\(round)") }
            list.use("e\(round)")
            list.remove("f\(round)")
        }
        #expect(list.ordered == ["g0", "e0", "g1", "e1", "g2", "e2"])
        #expect(list.oldest(2, excluding: "g0") == ["e0", "g1"])
        list.use("g0")
        #expect(list.oldest == "e0" && list.newest == "g0" && list.count == 6)
    }
}
