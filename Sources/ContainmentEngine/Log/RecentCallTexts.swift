/// The log texts of callbacks made recently, `name.method(arguments)`, by their parts.
///
/// A session logs the same few callbacks over and over (each controller's appearance and layout
/// callbacks on every pass), and making a text is an allocation and a copy of its parts, some 550
/// instructions, ten times in the benchmark's mutation. A hit here is three comparisons of
/// Strings that are almost always the same values (the same literal method name, the same small
/// name), which Swift answers from their bits. Two-way: a text lives in one of the two slots its
/// parts pick, the newer of the two first. Only a cache: the text is always exactly
/// `Playground.callText` of the parts, whichever slot it came from.
struct RecentCallTexts {
    private struct Entry {
        var name = "", method = "", arguments = ""
        var text: String?
    }

    /// 64 slots, two places for each text: with one place in 32, two of a mutation's ten texts
    /// took each other's slot on every mutation.
    private var entries = Array(repeating: Entry(), count: 64)

    mutating func text(_ name: String, _ method: String, _ arguments: String) -> String {
        let first = Self.slot(name, method, arguments), second = first ^ 1
        for slot in [first, second] {
            if let text = entries[slot].text, entries[slot].name == name, entries[slot].method == method,
                entries[slot].arguments == arguments
            {
                return text
            }
        }
        let text = Playground.callText(name, method, arguments)
        // The newest text in the first place, the one it displaces in the second (the oldest of
        // the pair goes): two texts made on every mutation keep their places even when a third,
        // made once (a `viewDidLoad`), shares them.
        if entries[first].text != nil { entries[second] = entries[first] }
        entries[first] = Entry(name: name, method: method, arguments: arguments, text: text)
        return text
    }

    /// A slot from the parts' own 16 bytes (a small string's characters, a large one's address
    /// and length): only a hint, since equality is checked in full, so a literal method name
    /// at the same address each time is as good a key as its characters.
    @inline(__always)
    private static func slot(_ name: String, _ method: String, _ arguments: String) -> Int {
        let mixed = (bits(name) &* 0x9E37_79B9_7F4A_7C15 ^ bits(method) ^ bits(arguments) &* 0xC2B2_AE3D_27D4_EB4F) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 58)
    }

    @inline(__always)
    private static func bits(_ string: String) -> UInt64 {
        guard MemoryLayout<String>.size == 16 else { return UInt64(truncatingIfNeeded: string.utf8.count) }
        let (first, second) = unsafeBitCast(string, to: (UInt64, UInt64).self)
        return first ^ (second &* 0x94D0_49BB_1331_11EB)
    }
}
