import Foundation
import Logging
import Testing

@testable import PlaygroundService

/// Log lines leave on the writer's thread; a full queue drops (and counts), never blocks; errors
/// are written at once, after what was queued.
@Suite struct LogWriterTests {
    /// A pipe whose read end is drained on a thread of its own (a full pipe would block the
    /// writer), collecting everything until the write end is closed.
    private final class Collector: @unchecked Sendable {
        let pipe = Pipe()
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)
        var descriptor: Int32 { pipe.fileHandleForWriting.fileDescriptor }

        init() {
            Thread { [self] in
                data = pipe.fileHandleForReading.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func text(after: () -> Void) -> String {
            after()
            try? pipe.fileHandleForWriting.close()
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test func linesArriveInOrderWithErrorsAtOnce() throws {
        let collector = Collector()
        let writer = LogWriter(capacity: 1_000, descriptor: collector.descriptor)
        var logger = Logger(label: "test") { BufferedLogHandler(label: $0, writer: writer, level: .info) }
        logger.logLevel = .info
        for index in 0..<5 { logger.info("line", metadata: ["n": "\(index)"]) }
        logger.debug("below the level")
        logger.error("failed", metadata: ["why": "disk"])
        let text = collector.text { writer.flush() }
        let lines = text.split(separator: "\n")
        #expect(lines.count == 6, "\(text)")
        #expect(lines.prefix(5).enumerated().allSatisfy { $0.element.contains("info test: n=\($0.offset) [") && $0.element.hasSuffix("] line") })
        #expect(lines.last?.contains("error test: why=disk") == true)
        #expect(!text.contains("below the level"))
        #expect(writer.dropped == 0)
    }

    /// With the writer's thread unable to keep up (a queue of 10 filled at once), the lines past
    /// it are dropped and counted; logging returns at once either way.
    @Test func fullQueueDropsAndCounts() throws {
        let collector = Collector()
        let writer = LogWriter(capacity: 10, descriptor: collector.descriptor)
        let handler = BufferedLogHandler(label: "flood", writer: writer, level: .info)
        let logger = Logger(label: "flood") { _ in handler }
        for index in 0..<10_000 { logger.info("flood \(index)") }
        let text = collector.text { writer.flush() }
        let written = text.split(separator: "\n").count
        #expect(written + writer.dropped == 10_000)
        #expect(writer.dropped > 0)
    }
}
