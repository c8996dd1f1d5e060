import ContainmentScript
import Testing

@testable import ContainmentEngine

@Suite struct CallbackLogTests {
    private static func entry(_ sequence: Int) -> LogEntry {
        LogEntry(sequence: sequence, kind: .containment, text: "entry \(sequence)", controller: nil, line: nil, sourceLine: nil, revision: sequence)
    }

    /// Every position and every range reads what a plain array holding the same entries reads.
    private static func expectSame(_ log: CallbackLog, _ model: [LogEntry]) {
        #expect(log.count == model.count)
        #expect(log.all == model)
        for position in [0, 1, model.count / 2, model.count - 1] where position >= 0 && position < model.count {
            #expect(log[position] == model[position])
            #expect(log.entries(from: position) == Array(model[position...]))
        }
        if model.count > 2 { #expect(log.entries(1..<(model.count - 1)) == Array(model[1..<(model.count - 1)])) }
        // What it keeps counts every entry held: the kept ones, and dropped ones waiting for
        // their chunk to go (less than a chunk of them).
        let kept = model.reduce(0) { $0 + CallbackLog.size(of: $1) }
        #expect(log.bytes >= kept && log.bytes < kept + CallbackLog.chunkCapacity * (MemoryLayout<LogEntry>.stride + 16))
        if model.isEmpty { #expect(log.bytes == 0) }
    }

    /// A seeded walk of appends, rollbacks and drops across chunk boundaries, checked against an
    /// array after every step: it fails if an offset or a chunk boundary is off by one.
    @Test(arguments: [1, 2, 3, 4, 5])
    func matchesAnArrayThroughAppendsTruncationsAndDrops(seed: UInt64) {
        var generator = InvariantTests.SeededGenerator(state: seed)  // reproducible from the seed
        var log = CallbackLog(), model: [LogEntry] = []
        var next = 1
        for _ in 0..<300 {
            switch generator.next() % 4 {
            case 0, 1:
                for _ in 0..<Int(generator.next() % 700) {
                    log.append(Self.entry(next)); model.append(Self.entry(next)); next += 1
                }
            case 2:
                let position = model.isEmpty ? 0 : Int(generator.next() % UInt64(model.count + 1))
                log.truncate(to: position); model.removeSubrange(position...)
            default:
                let dropped = model.isEmpty ? 0 : Int(generator.next() % UInt64(model.count + 1))
                log.dropOldest(dropped); model.removeFirst(dropped)
            }
            Self.expectSame(log, model)
        }
    }

    @Test func exactChunkBoundaries() {
        let size = CallbackLog.chunkCapacity
        var log = CallbackLog(), model: [LogEntry] = []
        for sequence in 1...(3 * size) { log.append(Self.entry(sequence)); model.append(Self.entry(sequence)) }
        log.dropOldest(size); model.removeFirst(size)
        Self.expectSame(log, model)
        log.truncate(to: size); model.removeSubrange(size...)
        Self.expectSame(log, model)
        log.dropOldest(size); model.removeFirst(size)
        Self.expectSame(log, model)
        log.append(Self.entry(0)); model.append(Self.entry(0))
        Self.expectSame(log, model)
        #expect(CallbackLog(model).all == model)
    }

    /// A snapshot keeps the log it was taken with (it shares the chunks, and writes it later)
    /// while the session appends, drops and rolls back.
    @Test func aCopyKeepsItsEntries() {
        var log = CallbackLog()
        for sequence in 1...(2 * CallbackLog.chunkCapacity + 5) { log.append(Self.entry(sequence)) }
        let copy = log, before = log.all
        log.append(Self.entry(0))
        log.dropOldest(CallbackLog.chunkCapacity + 3)
        log.truncate(to: 10)
        #expect(copy.all == before)
        #expect(copy == CallbackLog(before))
        #expect(log != copy)
        #expect(Array(copy) == before)
    }

    /// The cap holds after every mutation, not only once a quarter over it, and the entries
    /// kept are the newest, numbered on from `firstLogSequence`.
    @Test func playgroundKeepsExactlyTheNewestEntries() throws {
        var limits = PlaygroundLimits()
        limits.maxLogEntries = 10
        let playground = Playground(limits: limits)
        try playground.run("let root = UIViewController()\nwindow.rootViewController = root")
        for index in 0..<12 {
            try playground.run(
                "let C\(index) = UIViewController()\nroot.addChild(C\(index))\nroot.view.addSubview(C\(index).view)\nC\(index).didMove(toParent: root)"
            )
            let kept = playground.logEntries(from: 1, limit: 1000)
            #expect(kept.count == min(10, playground.logCount))
            #expect(kept.first?.sequence == playground.firstLogSequence)
            #expect(kept.last?.sequence == playground.logCount)
            #expect(kept.map(\.sequence) == Array(playground.firstLogSequence...playground.logCount))
        }
        #expect(playground.firstLogSequence > 1)
    }
}
