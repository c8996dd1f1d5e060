/// A session's log entries, newest last, stored in chunks of `chunkCapacity` entries.
///
/// Why chunks: the log is capped (`maxLogEntries`, 100,000 by default) and a busy session's log
/// sits at the cap, so every mutation drops its oldest entries. In one array, dropping moved
/// every kept entry (100,000 × 88 bytes) and growing it copied all of them; trimming only once a
/// quarter over the cap made that rare but long: a pause of several milliseconds every few
/// thousand mutations, the p99 of a busy session (docs/performance-archive.md, "Session 14"). Here
/// appending never copies kept entries, and dropping the oldest advances an offset and frees
/// whole chunks, so the cap can hold exactly on every mutation. A copy (a snapshot's, taken
/// under the session's lock and written later) shares the chunks: O(1), as an array's was.
struct CallbackLog: RandomAccessCollection, Equatable {
    static let chunkCapacity = 1024

    /// Every chunk is full but the last; the first starts at `headOffset` (its entries before
    /// that were dropped and wait for the chunk to go).
    private var chunks: [[LogEntry]] = []
    private var headOffset = 0
    private(set) var count = 0
    /// What each chunk's entries take, about (`size(of:)`): the log is part of what a session
    /// keeps (`maxSessionHeapBytes`), since a program's console lines are as long as it makes
    /// them. By chunk, so dropping the oldest entries reads none of them (a dropped entry's
    /// bytes count until its chunk goes, as its memory does).
    private var chunkBytes: [Int] = []
    private(set) var bytes = 0

    static func size(of entry: LogEntry) -> Int { MemoryLayout<LogEntry>.stride + entry.text.utf8.count }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    init() {}

    init(_ entries: [LogEntry]) {
        for entry in entries { append(entry) }
    }

    subscript(position: Int) -> LogEntry {
        precondition(position >= 0 && position < count, "log position \(position) out of 0..<\(count)")
        let slot = position + headOffset
        return chunks[slot / Self.chunkCapacity][slot % Self.chunkCapacity]
    }

    /// The entries at `range`, in order.
    func entries(_ range: Range<Int>) -> [LogEntry] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "log range \(range) out of 0..<\(count)")
        var result: [LogEntry] = []
        result.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let slot = position + headOffset
            let chunk = chunks[slot / Self.chunkCapacity], start = slot % Self.chunkCapacity
            let taken = Swift.min(range.upperBound - position, chunk.count - start)
            result.append(contentsOf: chunk[start..<(start + taken)])
            position += taken
        }
        return result
    }

    /// The entries from `position` on.
    func entries(from position: Int) -> [LogEntry] { entries(position..<count) }

    var all: [LogEntry] { entries(0..<count) }

    static func == (left: CallbackLog, right: CallbackLog) -> Bool { left.elementsEqual(right) }

    /// Takes the entry (`consuming`): the engine makes each one to append it, and borrowing it
    /// copied it (a retain and a release of each of its strings) ten times a mutation.
    mutating func append(_ entry: consuming LogEntry) {
        // A new chunk grows as an array does (no room reserved: a live session with a short
        // log would hold 90 KB for nothing); its growth copies at most one chunk.
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkCapacity {
            chunks.append([])
            chunkBytes.append(0)
        }
        let size = Self.size(of: entry)
        bytes += size
        chunkBytes[chunkBytes.count - 1] += size
        chunks[chunks.count - 1].append(entry)
        count += 1
    }

    /// Removes the entries from `position` on (a rolled-back mutation's).
    mutating func truncate(to position: Int) {
        precondition(position >= 0 && position <= count, "log position \(position) out of 0...\(count)")
        var excess = count - position
        while excess > 0 {
            let last = chunks.count - 1
            let inLast = chunks[last].count - (last == 0 ? headOffset : 0)
            if excess >= inLast {
                chunks.removeLast()
                bytes -= chunkBytes.removeLast()
                if chunks.isEmpty { headOffset = 0 }
                excess -= inLast
            } else {
                let removed = chunks[last].suffix(excess).reduce(0) { $0 + Self.size(of: $1) }
                chunkBytes[last] -= removed
                bytes -= removed
                chunks[last].removeLast(excess)
                excess = 0
            }
        }
        count = position
    }

    /// Drops the oldest `dropped` entries; the positions of the others go down by as many.
    mutating func dropOldest(_ dropped: Int) {
        precondition(dropped >= 0 && dropped <= count, "cannot drop \(dropped) of \(count) log entries")
        guard dropped > 0 else { return }
        count -= dropped
        guard count > 0 else {
            chunks = []
            chunkBytes = []
            bytes = 0
            headOffset = 0
            return
        }
        headOffset += dropped
        let emptied = headOffset / Self.chunkCapacity
        if emptied > 0 {
            chunks.removeFirst(emptied)
            bytes -= chunkBytes[..<emptied].reduce(0, +)
            chunkBytes.removeFirst(emptied)
            headOffset -= emptied * Self.chunkCapacity
        }
    }
}
