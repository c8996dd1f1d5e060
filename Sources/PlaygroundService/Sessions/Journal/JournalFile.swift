import Foundation

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

    /// What `read` found: the inputs up to the first line that is not one, the bytes read, and
    /// why it stopped early. Only a torn last line is expected (a process killed mid-write, never
    /// acknowledged); anything else means the file was damaged or is not a journal.
    struct Contents {
        var inputs: [SessionInput]
        /// The whole file's, as read.
        var mark: Mark
        var warning: String?
        var tornLastLine = false
    }

    static func read(_ path: String) -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else { return Contents(inputs: [], mark: Mark(), warning: "cannot read \(path)") }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == header else {
            return Contents(inputs: [], mark: Mark(data), warning: "\(path) does not start with the journal header")
        }
        var inputs: [SessionInput] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated().dropFirst() {
            guard let input = try? decoder.decode(SessionInput.self, from: Data(line)) else {
                let torn = index == lines.count - 1
                return Contents(
                    inputs: inputs, mark: Mark(data),
                    warning: torn ? "\(path): skipped a torn last line (never acknowledged)" : "\(path): line \(index + 1) is not a script",
                    tornLastLine: torn)
            }
            inputs.append(input)
        }
        return Contents(inputs: inputs, mark: Mark(data))
    }

    /// Writes all of `bytes` at the descriptor's offset (the end, for an `O_APPEND` one).
    static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(JournalFailure) {
        var written = 0
        while written < bytes.count {
            #if canImport(Glibc)
                let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            #else
                let result = bytes.withUnsafeBytes { Darwin.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            #endif
            guard result > 0 else {
                if result < 0, errno == EINTR { continue }
                throw JournalFailure(message: "cannot write the journal \(path): \(String(cString: strerror(errno)))")
            }
            written += result
        }
    }

    static func sync(_ descriptor: Int32, path: String) throws(JournalFailure) {
        #if canImport(Glibc)
            let result = Glibc.fsync(descriptor)
        #else
            let result = Darwin.fsync(descriptor)
        #endif
        guard result == 0 else { throw JournalFailure(message: "cannot sync the journal \(path): \(String(cString: strerror(errno)))") }
    }

    /// The file's size now, or nil if it cannot be examined (gone, say).
    static func size(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
