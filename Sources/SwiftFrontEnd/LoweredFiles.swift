import Synchronization

/// A bounded cache of lowered files, keyed by their source text; the oldest entry goes first.
/// Only files that lowered are kept (an error is cheap to find again).
final class LoweredFiles: Sendable {
    private struct Entries {
        var files: [String: FileIR] = [:]
        var order: [String] = []
    }
    private let entries = Mutex(Entries())
    private let capacity: Int

    init(capacity: Int) { self.capacity = max(0, capacity) }

    subscript(source: String) -> FileIR? {
        get { entries.withLock { $0.files[source] } }
        set {
            guard let newValue, capacity > 0 else { return }
            entries.withLock { entries in
                if entries.files.updateValue(newValue, forKey: source) == nil { entries.order.append(source) }
                while entries.order.count > capacity { entries.files[entries.order.removeFirst()] = nil }
            }
        }
    }
}
