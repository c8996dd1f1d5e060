import CorpusSupport
import Foundation
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Engine snapshots (issue 19): a playground restored from its snapshot's bytes is the session it
/// was taken from: the same hierarchy, log, diagnostics and revision now, and the same answers to
/// every later input.
@Suite struct EngineSnapshotTests {
    /// A snapshot as JSON, as the service writes it; nil when its code cannot be written down.
    static func encoded(_ snapshot: EngineSnapshot?) -> [UInt8]? { snapshot.flatMap { try? Array(JSONEncoder().encode($0)) } }

    static func decoded(_ bytes: [UInt8], readers: SnapshotReaders = ScriptFrontEnd.snapshotReaders) -> EngineSnapshot? {
        let decoder = JSONDecoder()
        decoder.userInfo = EngineSnapshot.userInfo(readers)
        return (try? decoder.decode(EngineSnapshot.self, from: Data(bytes))).flatMap { $0.isCurrent ? $0 : nil }
    }

    /// The snapshot's bytes read back into a new playground.
    static func restored(_ playground: Playground) throws -> Playground {
        let bytes = try #require(Self.encoded(playground.snapshot()), "a flat session has a snapshot its code can be written down in")
        let read = try #require(Self.decoded(bytes))
        return Playground(restoring: read, limits: playground.limits)
    }

    static func same(_ a: Playground, _ b: Playground) -> Bool {
        a.revision == b.revision && a.hierarchy() == b.hierarchy() && a.printHierarchy() == b.printHierarchy()
            && a.logEntries(from: 1, limit: .max) == b.logEntries(from: 1, limit: .max) && a.allDiagnostics == b.allDiagnostics
    }

    /// What a script does to a playground: its log, or its error's description.
    static func outcome(_ playground: Playground, _ script: String, settle: Bool = true) -> String {
        do {
            return try playground.run(script, settle: settle).log.map(\.text).joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }

    /// Every scenario's setup restored from its snapshot gives the scenario's script the same log.
    @Test(arguments: try CorpusScenario.all() + CorpusScenario.all(in: "ProjectCorpus"))
    func aRestoredSetupAnswersTheScriptAlike(_ scenario: CorpusScenario) throws {
        let live = Playground()
        if let ios = scenario.ios { try live.run(SimulateIOSProgram(try #require(IOSVersion(ios)))) }
        if let setup = scenario.setup, !setup.isEmpty { try live.run(setup) }
        let copy = try Self.restored(live)
        #expect(Self.same(live, copy), "\(scenario.id): the restored setup differs")
        #expect(Self.outcome(copy, scenario.script) == Self.outcome(live, scenario.script), "\(scenario.id)")
        #expect(Self.same(live, copy), "\(scenario.id): the script left them different")
        #expect(copy.ios == live.ios)
    }

    /// Random sessions (the invariant tests' statements), some requests left unsettled so that
    /// animations, deferred work and completion closures are in flight when the snapshot is
    /// taken: a copy restored after every request stays the session's twin.
    @Test(arguments: 0..<120)
    func aRestoredCopyStaysTheSessionsTwin(seed: Int) throws {
        var random = InvariantTests.SeededGenerator(state: UInt64(seed) &* 31 &+ 7)
        let live = Playground()
        try live.run(InvariantTests.prelude + "\noverride A.viewWillAppear {\n    B.addChild(E)\n}")
        var copy = try Self.restored(live)
        for _ in 0..<15 {
            let script = (0..<Int.random(in: 1...3, using: &random)).map { _ in InvariantTests.statement(&random) }.joined(separator: "\n")
            let settle = Int.random(in: 0..<4, using: &random) != 0
            let expected = Self.outcome(live, script, settle: settle)
            #expect(Self.outcome(copy, script, settle: settle) == expected, "seed \(seed):\n\(script)")
            #expect(Self.same(live, copy), "seed \(seed): after\n\(script)")
            copy = try Self.restored(copy)
        }
    }

    @Test func aSessionWithSwiftStateHasNoSnapshot() throws {
        let playground = Playground()
        _ = playground.participant("swift-runtime") { Participant() }
        #expect(playground.snapshot() == nil)
    }

    @Test func bytesOfAnotherVersionOrNoSnapshotAreNotRead() throws {
        let playground = Playground()
        try playground.run("let A = UIViewController()\nwindow.rootViewController = A")
        let bytes = try #require(Self.encoded(playground.snapshot()))
        #expect(Self.decoded(bytes) != nil)
        var other = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        other["version"] = EngineSnapshot.currentVersion + 1
        #expect(Self.decoded(Array(try JSONSerialization.data(withJSONObject: other))) == nil)
        for bad in ["", "{}", "[1]", "not json", String(decoding: bytes.prefix(bytes.count / 2), as: UTF8.self)] {
            #expect(Self.decoded(Array(bad.utf8)) == nil, "\(bad.prefix(20))")
        }
        // An override's code needs its front end's reader.
        try playground.run("override A.viewDidLoad {\n    print(A.isViewLoaded)\n}")
        let withOverride = try #require(Self.encoded(playground.snapshot()))
        #expect(Self.decoded(withOverride, readers: SnapshotReaders()) == nil)
        #expect(Self.decoded(withOverride) != nil)
    }

    /// The log is one string of DEL-separated fields: any text survives it, escapes included, and
    /// JSON carries it without escaping anything but quotes.
    @Test func theCompactLogKeepsAnyText() throws {
        let texts = [
            "console: a\tb", "console: two\nlines", "console: back\\slash \\d not a DEL", "P.viewDidLoad()", "", "é 🙂 \"q\"",
            "console: a\u{7F}DEL",
        ]
        let entries = texts.enumerated().map { index, text in
            LogEntry(
                sequence: index + 1, kind: index % 2 == 0 ? .console : .loading, text: text, controller: index == 3 ? "P" : nil,
                line: index == 1 ? nil : index, sourceLine: index == 2 ? 9 : nil, revision: index + 1, origin: index % 2 == 0 ? .program : nil)
        }
        let bytes = try JSONEncoder().encode(CompactLog(entries: entries))
        #expect(try JSONDecoder().decode(CompactLog.self, from: bytes).entries == entries)
        // The separators need no escape in JSON: a log of plain texts is written without one.
        let plain = entries.filter { !$0.text.contains(where: { "\t\n\\\"\u{7F}".contains($0) }) }
        #expect(plain.count == 2)
        #expect(!String(decoding: try JSONEncoder().encode(CompactLog(entries: plain)), as: UTF8.self).contains("\\"))
        for bad in ["\"kind\u{7F}only\"", "\"console\u{7F}x\u{7F}\u{7F}\u{7F}\u{7F}nope\u{7F}\u{7F}\"", "12"] {
            #expect(throws: (any Error).self) { try JSONDecoder().decode(CompactLog.self, from: Data(bad.utf8)) }
        }
    }

    final class Participant: TransactionParticipant {
        func begin() {}
        func commit() {}
        func rollback() {}
    }
}
