import Synchronization

/// A bounded cache of lowered files, keyed by their source text; the oldest entry goes first.
/// Only files that lowered are kept (an error is cheap to find again).
final class LoweredFiles: Sendable {
    private struct Entries {
        var files: [String: FileIR] = [:]
        var order: [String] = []
        /// The last file asked for: a session's replay, wake-up and the benchmark ask for the same
        /// text again and again, and comparing a text with itself costs less than hashing it.
        var last: (source: String, file: FileIR)?
    }
    private let entries = Mutex(Entries())
    private let capacity: Int

    init(capacity: Int) { self.capacity = max(0, capacity) }

    subscript(source: String) -> FileIR? {
        get {
            entries.withLock { entries in
                if let last = entries.last, last.source == source { return last.file }
                guard let file = entries.files[source] else { return nil }
                entries.last = (source, file)
                return file
            }
        }
        set {
            guard let newValue, capacity > 0 else { return }
            entries.withLock { entries in
                if entries.files.updateValue(newValue, forKey: source) == nil { entries.order.append(source) }
                entries.last = (source, newValue)
                while entries.order.count > capacity { entries.files[entries.order.removeFirst()] = nil }
            }
        }
    }
}
