import Foundation
import PlaygroundAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The on-disk format of one session's journal: a header line, then each accepted input as one
/// JSON line (`{"source": ..., "settle": ...}`). `FileJournalStore` owns the files; this is how
/// their bytes are written and read.
enum JournalFile {
    static let header = #"{"format":"containment-playground-journal","version":1}"#
    static let fileExtension = "jsonl"

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

    /// The whole file for a session starting with `inputs`.
    static func contents(_ inputs: [SessionInput]) -> [UInt8] {
        var bytes = Array((header + "\n").utf8)
        for input in inputs { bytes += line(input) }
        return bytes
    }

    static func line(_ input: SessionInput) -> [UInt8] {
        var json = JSONWriter(capacity: input.source.utf8.count + 48)
        input.write(to: &json)
        return json.finishLine()
    }

    /// What `read` found: the inputs up to the first line that is not one, and why it stopped
    /// early. A line counts only once its `\n` is written (an append is acknowledged after the
    /// whole line is): a last line without one is torn, whatever it holds, and is cut at
    /// `goodBytes`. Anything else wrong means the file was damaged or is not a journal.
    struct Contents {
        var inputs: [SessionInput]
        /// The whole file's, as read.
        var mark: Mark
        /// The bytes up to the end of the last whole line, and their mark.
        var goodBytes = 0
        var goodMark = Mark()
        var warning: String?
        var tornLastLine = false
    }

    static func read(_ fullPath: String) -> Contents {
        let path = shown(fullPath)
        guard let data = FileManager.default.contents(atPath: fullPath) else {
            return Contents(inputs: [], mark: Mark(), warning: "cannot read \(path)")
        }
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The piece after the last `\n`: empty for a whole file, else a torn line.
        let tail = lines.removeLast()
        // The header is written whole, with its line end, before the file gets its name.
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header else {
            return Contents(inputs: [], mark: Mark(bytes), warning: "\(path) does not start with the journal header")
        }
        let decoder = JSONDecoder()
        var inputs: [SessionInput] = []
        var goodBytes = 0
        for (index, line) in lines.enumerated() {
            if index > 0 {
                guard let input = JournalLineReader.input(line) ?? (try? decoder.decode(SessionInput.self, from: Data(line))) else {
                    return Contents(
                        inputs: inputs, mark: Mark(bytes), goodBytes: goodBytes,
                        warning: "\(path): line \(index + 1) is not a script")
                }
                inputs.append(input)
            }
            goodBytes += line.count + 1
        }
        guard tail.isEmpty else {
            return Contents(
                inputs: inputs, mark: Mark(bytes), goodBytes: goodBytes, goodMark: Mark(bytes[..<goodBytes]),
                warning: "\(path): cut a torn last line (\(tail.count) bytes without a line end: never acknowledged)", tornLastLine: true)
        }
        return Contents(inputs: inputs, mark: Mark(bytes), goodBytes: goodBytes)
    }

    /// Writes all of `bytes` at the descriptor's offset (the end, for an `O_APPEND` one). `path`
    /// names the file ("the journal sessions/<id>.jsonl", "link <id>") only in a failure: building it on every append was 4 % of a mutation's handler.
    static func write(_ bytes: [UInt8], to descriptor: Int32, path: @autoclosure () -> String) throws(JournalFailure) {
        var written = 0
        while written < bytes.count {
            #if canImport(Glibc)
                let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            #else
                let result = bytes.withUnsafeBytes { Darwin.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            #endif
            guard result > 0 else {
                let code = errno  // before building the message, which may allocate
                if result < 0, code == EINTR { continue }
                throw JournalFailure(message: "cannot write \(path()): \(String(cString: strerror(code)))")
            }
            written += result
        }
    }

    static func sync(_ descriptor: Int32, path: @autoclosure () -> String) throws(JournalFailure) {
        #if canImport(Glibc)
            let result = Glibc.fsync(descriptor)
        #else
            let result = Darwin.fsync(descriptor)
        #endif
        guard result == 0 else {
            let code = errno
            throw JournalFailure(message: "cannot sync \(path()): \(String(cString: strerror(code)))")
        }
    }

    /// A journal's path as problems and warnings show it: `sessions/<id>.jsonl`, never the
    /// server's directories.
    static func shown(_ path: String) -> String { "sessions/" + (path.split(separator: "/").last.map(String.init) ?? path) }

    /// Makes a directory's entries durable (a created, renamed or removed journal), as `fsync`
    /// does a file's bytes.
    static func syncDirectory(_ path: String) throws(JournalFailure) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw JournalFailure(message: "cannot open the journal directory: \(String(cString: strerror(errno)))") }
        defer { _ = close(descriptor) }
        guard fsync(descriptor) == 0 else { throw JournalFailure(message: "cannot sync the journal directory: \(String(cString: strerror(errno)))") }
    }

    /// The file's size now, or nil if it cannot be examined (gone, say).
    static func size(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
