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

    /// Creates the file with the header and the scripts the session starts with; returns its size.
    @discardableResult
    func create(with scripts: [AcceptedScript]) throws(Failure) -> Int {
        var bytes = Array((Self.header + "\n").utf8)
        for script in scripts { bytes += Self.line(script) }
        try write(bytes, flags: O_WRONLY | O_CREAT | O_TRUNC)
        return bytes.count
    }

    /// Appends one script; returns the bytes written.
    @discardableResult
    func append(_ script: AcceptedScript) throws(Failure) -> Int {
        let bytes = Self.line(script)
        try write(bytes, flags: O_WRONLY | O_APPEND)
        return bytes.count
    }

    /// The file's size now, or nil if it cannot be examined (gone, say).
    func size() -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    func remove() { unlink(path) }

    /// The scripts on file, the bytes read, and a warning when a line had to be skipped.
    func read() -> (scripts: [AcceptedScript], bytes: Int, warning: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return ([], 0, "cannot read \(path)") }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else {
            return ([], data.count, "\(path) does not start with the journal header; ignored")
        }
        var scripts: [AcceptedScript] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated().dropFirst() {
            guard let script = try? decoder.decode(AcceptedScript.self, from: Data(line)) else {
                let torn = index == lines.count - 1
                return (scripts, data.count, torn ? "\(path): skipped a torn last line (never acknowledged)"
                                      : "\(path): line \(index + 1) is not a script; replayed the \(scripts.count) before it")
            }
            scripts.append(script)
        }
        return (scripts, data.count, nil)
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
