import ContainmentEngine
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One session's append-only journal: a header line, then each accepted script as one JSON line
/// (`{"source": ..., "settle": ...}`). A line is written with a single `write(2)` before the
/// mutation is answered, so a process killed at any moment keeps every acknowledged mutation
/// (the kernel holds the page); `fsync` on each append also survives power loss, at a cost.
/// A torn last line (killed mid-write) was never acknowledged and is skipped on replay.
struct SessionJournal: Sendable {
    static let header = #"{"format":"containment-playground-journal","version":1}"#
    static let fileExtension = "jsonl"

    let path: String
    let fsync: Bool

    struct Failure: Error { var message: String }

    /// The size and an FNV-1a digest of the bytes the service wrote: a journal that no longer
    /// matches its mark was changed by someone else, even to the same size.
    struct Mark: Equatable {
        private(set) var bytes = 0
        private(set) var digest: UInt64 = 0xCBF2_9CE4_8422_2325

        init() {}
        init(_ data: some Collection<UInt8>) { add(data) }

        mutating func add(_ data: some Collection<UInt8>) {
            for byte in data { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            bytes += data.count
        }
    }

    /// Creates the file with the header and the scripts the session starts with.
    @discardableResult
    func create(with scripts: [AcceptedScript]) throws(Failure) -> Mark {
        var bytes = Array((Self.header + "\n").utf8)
        for script in scripts { bytes += Self.line(script) }
        try write(bytes, flags: O_WRONLY | O_CREAT | O_TRUNC)
        return Mark(bytes)
    }

    /// Appends one script; returns the bytes written.
    @discardableResult
    func append(_ script: AcceptedScript) throws(Failure) -> [UInt8] {
        let bytes = Self.line(script)
        try write(bytes, flags: O_WRONLY | O_APPEND)
        return bytes
    }

    /// The file's size now, or nil if it cannot be examined (gone, say).
    func size() -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    func remove() { unlink(path) }

    /// What `read` found: the scripts up to the first line that is not one, the bytes read, and
    /// why it stopped early. Only a torn last line is expected (a process killed mid-write, never
    /// acknowledged); anything else means the file was damaged or is not a journal.
    struct Contents {
        var scripts: [AcceptedScript]
        /// The whole file's, as read.
        var mark: Mark
        var warning: String?
        var tornLastLine = false
    }

    func read() -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else { return Contents(scripts: [], mark: Mark(), warning: "cannot read \(path)") }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else {
            return Contents(scripts: [], mark: Mark(data), warning: "\(path) does not start with the journal header")
        }
        var scripts: [AcceptedScript] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated().dropFirst() {
            guard let script = try? decoder.decode(AcceptedScript.self, from: Data(line)) else {
                let torn = index == lines.count - 1
                return Contents(scripts: scripts, mark: Mark(data),
                                warning: torn ? "\(path): skipped a torn last line (never acknowledged)" : "\(path): line \(index + 1) is not a script",
                                tornLastLine: torn)
            }
            scripts.append(script)
        }
        return Contents(scripts: scripts, mark: Mark(data))
    }

    private static func line(_ script: AcceptedScript) -> [UInt8] {
        var json = JSONWriter(capacity: script.source.utf8.count + 48)
        script.write(to: &json)
        return json.finishLine()
    }

    private func write(_ bytes: [UInt8], flags: Int32) throws(Failure) {
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(message: "cannot open the journal \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard result > 0 else {
                if result < 0, errno == EINTR { continue }
                throw Failure(message: "cannot write the journal \(path): \(String(cString: strerror(errno)))")
            }
            written += result
        }
        if fsync, Glibc.fsync(descriptor) != 0 {
            throw Failure(message: "cannot sync the journal \(path): \(String(cString: strerror(errno)))")
        }
    }
}
