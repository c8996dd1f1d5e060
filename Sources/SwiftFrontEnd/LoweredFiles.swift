import ContainmentEngine
import Dispatch
import Support

/// A bounded cache of lowered files, keyed by their source text; the oldest entry goes first.
/// Only files that lowered are kept (an error is cheap to find again). Each is kept with the
/// nesting bound it was parsed under: a file a replay lowered under lifted limits must not let a
/// request under stricter ones through.
///
/// The flat language has none: the same cache for parsed scripts saved about 2 % of a
/// 7-statement mutation's CPU but raised its p99 over 8 sessions by half a millisecond in eight
/// interleaved pairs (every worker takes this one lock for every request; a holder preempted on
/// 2 busy cores makes the others wait out its time slice).
final class LoweredFiles: Sendable {
    struct Kept {
        var file: FileIR
        var maxNesting: Int
    }
    /// A source text with its hash, computed once per request: keyed by the text itself, the
    /// dictionary hashed a 5 KB paste four times per new file (look-up, insertion, eviction, and
    /// again for each neighbour an eviction moves), 0.8 % of a new paste's time (perf, session 33).
    struct Key: Hashable {
        let text: String
        let hash: Int
        init(_ text: String) {
            self.text = text
            var hasher = Hasher()
            hasher.combine(text)
            hash = hasher.finalize()
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (left: Key, right: Key) -> Bool { left.hash == right.hash && left.text == right.text }
    }

    private struct Entries {
        var files: [Key: Kept] = [:]
        var order: [Key] = []
        /// The last file asked for: a session's replay, wake-up and the benchmark ask for the same
        /// text again and again, and comparing a text with itself costs less than hashing it.
        var last: (source: Key, file: Kept)?
    }
    private let entries = Locked(Entries())
    private let capacity: Int

    init(capacity: Int) { self.capacity = max(0, capacity) }

    subscript(source: Key) -> Kept? {
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
            var evicted: [Kept] = []
            entries.withLock { entries in
                if entries.files.updateValue(newValue, forKey: source) == nil { entries.order.append(source) }
                entries.last = (source, newValue)
                while entries.order.count > capacity, let oldest = entries.files.removeValue(forKey: entries.order.removeFirst()) {
                    evicted.append(oldest)
                }
            }
            // An evicted file's IR is thousands of nodes (2.5 % of a new paste's CPU, perf): freed
            // after the answer, on a background thread, not inside the lock or the request.
            if !evicted.isEmpty { DeferredRelease.shared.release(evicted) }
        }
    }
}

extension LoweredFiles {
    /// The program of `source` for a front end: refused past the size limit, else lowered by
    /// `lower` (under the nesting bound) once and kept, or the first syntax error.
    func program(
        for source: String, limits: PlaygroundLimits, lower: (String, Int) throws(ScriptError) -> FileIR
    ) throws(PlaygroundError) -> any Program {
        let byteCount = source.utf8.count
        guard byteCount <= limits.maxScriptBytes else {
            throw .limit(LimitExceeded(.maxScriptBytes, "the script is \(byteCount) bytes; the limit is \(limits.maxScriptBytes) (maxScriptBytes)"))
        }
        let key = Key(source)
        if let kept = self[key], kept.maxNesting == limits.maxNestingDepth { return SwiftProgram(file: kept.file, source: source) }
        do throws(ScriptError) {
            let file = try lower(source, limits.maxNestingDepth)
            self[key] = Kept(file: file, maxNesting: limits.maxNestingDepth)
            return SwiftProgram(file: file, source: source)
        } catch {
            throw .script(error)
        }
    }
}
