import Dispatch
import Foundation
import Logging
import Support
import Synchronization

/// Writes log lines to standard error from a thread of its own, so that a request never waits for
/// the terminal or the pipe: the access line of every request at `info` used to halve the
/// service's throughput, written synchronously. The queue is bounded (`capacity` lines); a line
/// that finds it full is dropped and counted, never waited for. Lines at `error` and above are
/// written at once, after what is queued, so they are never lost and stay in order.
public final class LogWriter: Sendable {
    private struct Queue {
        var lines: [String] = []
    }

    private let queue = Locked(Queue())
    private let pending = DispatchSemaphore(value: 0)
    /// One writer at a time; guards the count of flushes (a real value: TSan misreads a lock
    /// guarding nothing, docs/operations.md).
    private let writing = Locked(0)
    private let droppedLines = Atomic<Int>(0)
    private let capacity: Int
    private let descriptor: Int32

    public init(capacity: Int = 10_000, descriptor: Int32 = 2) {
        self.capacity = capacity
        self.descriptor = descriptor
        let thread = Thread { [self] in drain() }
        thread.name = "log-writer"
        thread.start()
    }

    /// Lines dropped because the queue was full.
    public var dropped: Int { droppedLines.load(ordering: .relaxed) }

    /// Queues `line` (with its line end); drops it when the queue is full.
    func enqueue(_ line: String) {
        enum Outcome { case wake, queued, dropped }
        let outcome = queue.withLock { queue -> Outcome in
            guard queue.lines.count < capacity else { return .dropped }
            queue.lines.append(line)
            return queue.lines.count == 1 ? .wake : .queued  // the writer sleeps only on an empty queue
        }
        switch outcome {
        case .wake: pending.signal()
        case .queued: break
        case .dropped: droppedLines.add(1, ordering: .relaxed)
        }
    }

    /// Writes what is queued, then `line`, before returning.
    func writeNow(_ line: String) { flush(then: [line]) }

    /// Writes what is queued before returning (at shutdown).
    public func flush() { flush(then: []) }

    /// Takes the queued lines and writes them with `more` after, one writer at a time so lines
    /// keep their order.
    private func flush(then more: [String]) {
        writing.withLock { flushes in
            flushes &+= 1
            let queued = queue.withLock { queue in
                defer { queue.lines.removeAll(keepingCapacity: true) }
                return queue.lines
            }
            write(queued + more)
        }
    }

    private func drain() {
        while true {
            pending.wait()
            flush()
        }
    }

    private func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        var bytes = Array(lines.joined().utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }  // stderr closed: nothing to do about it
            offset += written
        }
    }
}

/// swift-log's handler over a `LogWriter`, in the format of its `StreamLogHandler`:
/// `<time> <level> <label>: <key=value ...> [<source>] <message>`.
public struct BufferedLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let writer: LogWriter

    public init(label: String, writer: LogWriter, level: Logger.Level) {
        self.label = label
        self.writer = writer
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let line = "\(Self.timestamp()) \(event.level) \(label):\(fields.isEmpty ? "" : " " + fields) [\(event.source)] \(event.message)\n"
        if event.level >= .error { writer.writeNow(line) } else { writer.enqueue(line) }
    }

    /// ISO 8601 to the second, local time, as StreamLogHandler writes it.
    static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            _ = strftime(buffer.baseAddress!, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
            return String(cString: buffer.baseAddress!)
        }
    }
}
