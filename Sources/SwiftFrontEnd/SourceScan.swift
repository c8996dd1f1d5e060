/// What the Swift front end checks in a source's bytes before parsing it, found in one pass:
/// whether it has a control character swiftc rejects, how many brackets open (the nesting bound
/// is only worked out when they could exceed it), and whether it says `weak`, `unowned` or
/// `deinit` (the session then keeps ARC's books). Three scans of a 150-line paste cost 1.8 % of
/// its CPU (perf, session 28); one switch per byte costs a fraction of that.
struct SourceScan {
    var hasControlCharacter = false
    /// `(`, `[` and `{`, and `[` alone.
    var openingBrackets = 0
    var squareBrackets = 0
    var mentionsLifetimes = false

    init(_ source: String) {
        var text = source
        self = text.withUTF8 { bytes in
            var scan = SourceScan(counting: ())
            Self.kinds.withUnsafeBufferPointer { kinds in
                for index in bytes.indices {
                    // Most bytes are none of these: one load and one branch each (a switch on the
                    // byte itself was 1.2 % of a new paste's time in the service, session 33).
                    switch kinds[Int(bytes[index])] {
                    case .plain: continue
                    case .opening: scan.openingBrackets += 1
                    case .square:
                        scan.openingBrackets += 1
                        scan.squareBrackets += 1
                    case .control: scan.hasControlCharacter = true
                    case .lifetimeInitial where !scan.mentionsLifetimes:
                        scan.mentionsLifetimes =
                            Self.word("weak", in: bytes, at: index) || Self.word("unowned", in: bytes, at: index)
                            || Self.word("deinit", in: bytes, at: index)
                    case .lifetimeInitial: continue
                    }
                }
            }
            return scan
        }
    }

    private enum ByteKind: UInt8 { case plain, opening, square, control, lifetimeInitial }

    /// What each byte value means to the scan.
    private static let kinds: [ByteKind] = (0...255).map { value -> ByteKind in
        switch UInt8(value) {
        case UInt8(ascii: "("), UInt8(ascii: "{"): .opening
        case UInt8(ascii: "["): .square
        case UInt8(ascii: "w"), UInt8(ascii: "u"), UInt8(ascii: "d"): .lifetimeInitial
        case 0x09, 0x0A, 0x0D: .plain
        case 0x00..<0x20, 0x7F: .control
        default: .plain
        }
    }

    private init(counting: Void) {}

    /// Whether `word` (ASCII) starts at `index`.
    static func word(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard count <= bytes.count - index else { return false }
        let pattern = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
