import ContainmentEngine

/// `String.Index`: a place among a string's characters (`startIndex`, `endIndex`,
/// `firstIndex(of:)`, `index(after:)`, `index(_:offsetBy:)`, `distance(from:to:)`, `text[i]`,
/// `text[i..<j]`, `text[..<i]`, `text[i...]`), as Swift computes them, with its traps.
///
/// An index is kept with the string it was made from. In Swift a substring shares its base's
/// indices; here a substring is a string of its own, so an index used on another string than its
/// own is refused rather than read at the wrong place; printing one is refused too (Swift shows
/// its encoding, `0[any]`).
extension Interpreter {
    static let stringIndexType = "String.Index"
    static let stringIndexOutOfBounds = "Fatal error: String index is out of bounds"

    func stringIndex(_ offset: Int, in text: String) -> Value {
        .record(type: Self.stringIndexType, fields: [(name: "offset", value: .int(offset)), (name: "string", value: .string(text))])
    }

    /// The character offset `index` stands for in `text`; nil when it is no String.Index.
    func offset(of index: Value, in text: String, _ loc: Loc) throws -> Int? {
        guard let (offset, origin) = Self.stringIndexParts(index) else { return nil }
        guard origin == text else {
            throw error(
                "a String index used on another string than the one it was made from (in Swift a substring shares its base string's indices) is not supported by the playground yet; \(Lowering.supportPage)",
                loc)
        }
        return offset
    }

    static func stringIndexParts(_ value: Value) -> (offset: Int, string: String)? {
        guard case .record(let type, let fields) = value, type == stringIndexType, fields.count == 2, case .int(let offset) = fields[0].value,
            case .string(let text) = fields[1].value
        else { return nil }
        return (offset, text)
    }

    /// `text.startIndex`, `text.endIndex`.
    func stringIndexMember(_ name: String, of text: String) -> Value? {
        switch name {
        case "startIndex": stringIndex(0, in: text)
        case "endIndex": stringIndex(text.count, in: text)
        case "indices": .array((0..<text.count).map { stringIndex($0, in: text) })
        default: nil
        }
    }

    /// The index methods of a string, or nil when `name` is none of them.
    func stringIndexCall(_ name: String, on text: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        // Every method call on a string asks here first: the others leave before the characters are counted.
        switch name {
        case "firstIndex", "lastIndex", "index", "distance": break
        default: return nil
        }
        let characters = Array(text)
        func moved(_ from: Value, by distance: Int) throws -> Int? {
            guard let start = try offset(of: from, in: text, loc) else { return nil }
            let end = start + distance
            guard (0...characters.count).contains(start), (0...characters.count).contains(end) else {
                throw trap(Self.stringIndexOutOfBounds, loc)
            }
            return end
        }
        switch (name, labels) {
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard case .string(let wanted)? = arguments.first, wanted.count == 1 else { return nil }
            let found = name == "firstIndex" ? characters.firstIndex(of: Character(wanted)) : characters.lastIndex(of: Character(wanted))
            return found.map { stringIndex($0, in: text) } ?? .null
        case ("firstIndex", ["where"]), ("firstIndex", [nil]), ("lastIndex", ["where"]), ("lastIndex", [nil]):
            guard let predicate = arguments.first else { return nil }
            let order = name == "firstIndex" ? Array(characters.indices) : characters.indices.reversed()
            for offset in order where try truth(callValue(predicate, [.string(String(characters[offset]))], [nil], loc)) {
                return stringIndex(offset, in: text)
            }
            return .null
        case ("index", ["after"]):
            guard let index = arguments.first, let start = try offset(of: index, in: text, loc) else { return nil }
            guard start < characters.count else { throw trap(Self.stringIndexOutOfBounds, loc) }
            return stringIndex(start + 1, in: text)
        case ("index", ["before"]):
            guard let index = arguments.first, let start = try offset(of: index, in: text, loc) else { return nil }
            guard start > 0, start <= characters.count else { throw trap(Self.stringIndexOutOfBounds, loc) }
            return stringIndex(start - 1, in: text)
        case ("index", [nil, "offsetBy"]):
            guard arguments.count == 2, case .int(let distance) = arguments[1], let end = try moved(arguments[0], by: distance) else { return nil }
            return stringIndex(end, in: text)
        case ("index", [nil, "offsetBy", "limitedBy"]):
            guard arguments.count == 3, case .int(let distance) = arguments[1], let start = try offset(of: arguments[0], in: text, loc),
                let limit = try offset(of: arguments[2], in: text, loc)
            else { return nil }
            guard let end = Self.offset(start, by: distance, limitedBy: limit) else { return .null }
            guard (0...characters.count).contains(end) else { throw trap(Self.stringIndexOutOfBounds, loc) }
            return stringIndex(end, in: text)
        case ("distance", ["from", "to"]):
            guard arguments.count == 2, let from = try offset(of: arguments[0], in: text, loc), let to = try offset(of: arguments[1], in: text, loc)
            else { return nil }
            return .int(to - from)
        default: return nil
        }
    }

    /// `text[i]`, and `text[..<i]`, `text[...i]`, `text[i...]` (the partial ranges' records) with a
    /// String index, or nil when the key is none of these (`text[i..<j]`: `stringSlice`).
    func stringSubscript(_ text: String, _ key: Value, _ loc: Loc) throws -> Value? {
        if let offset = try offset(of: key, in: text, loc) {
            let characters = Array(text)
            guard characters.indices.contains(offset) else { throw trap(Self.stringIndexOutOfBounds, loc) }
            return .string(String(characters[offset]))
        }
        // `..<i`, `...i`, `i...` (the partial ranges' records).
        guard case .record(let type, let fields) = key, fields.count == 1, let bound = try offset(of: fields[0].value, in: text, loc) else {
            return nil
        }
        switch type {
        case "PartialRangeUpTo": return try substring(text, 0, bound, loc)
        case "PartialRangeThrough": return try substring(text, 0, bound + 1, loc)
        case "PartialRangeFrom": return try substring(text, bound, text.count, loc)
        default: return nil
        }
    }

    /// `text[i..<j]`, `text[i...j]`.
    func stringSlice(_ text: String, _ op: String, _ lower: Value, _ upper: Value, _ loc: Loc) throws -> Value? {
        guard let low = try offset(of: lower, in: text, loc), let high = try offset(of: upper, in: text, loc) else { return nil }
        guard low <= high else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
        return try substring(text, low, op == "..." ? high + 1 : high, loc)
    }

    func substring(_ text: String, _ low: Int, _ high: Int, _ loc: Loc) throws -> Value {
        let characters = Array(text)
        guard low >= 0, high <= characters.count, low <= high else { throw trap(Self.stringIndexOutOfBounds, loc) }
        return .string(String(characters[low..<high]))
    }

    /// `text.insert("!", at: i)`, `text.insert(contentsOf: "ab", at: i)`, `text.remove(at: i)`: the
    /// changed string and the call's result.
    func stringIndexMutation(_ name: String, on text: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> (Value, Value)? {
        // `append` and the others leave before the characters are counted.
        guard name == "insert" || name == "remove" else { return nil }
        var characters = Array(text)
        switch (name, labels) {
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            guard arguments.count == 2, case .string(let inserted) = arguments[0], let at = try offset(of: arguments[1], in: text, loc) else {
                return nil
            }
            guard (0...characters.count).contains(at) else { throw trap(Self.stringIndexOutOfBounds, loc) }
            try growString(by: inserted.utf8.count, to: text.utf8.count + inserted.utf8.count)
            characters.insert(contentsOf: Array(inserted), at: at)
            return (.string(String(characters)), .void)
        case ("remove", ["at"]):
            guard let index = arguments.first, let at = try offset(of: index, in: text, loc) else { return nil }
            guard characters.indices.contains(at) else { throw trap(Self.stringIndexOutOfBounds, loc) }
            let removed = characters.remove(at: at)
            return (.string(String(characters)), .string(String(removed)))
        default: return nil
        }
    }

    /// `i < j`, `i == j` between String indices (of one string; another's is refused).
    func stringIndexComparison(_ op: String, _ left: Value, _ right: Value, _ loc: Loc) throws -> Bool? {
        switch op {
        case "==", "!=", "<", ">", "<=", ">=": break
        default: return nil
        }
        guard let (a, text) = Self.stringIndexParts(left) else { return nil }
        guard let b = try offset(of: right, in: text, loc) else { return nil }
        switch op {
        case "==": return a == b
        case "!=": return a != b
        case "<": return a < b
        case ">": return a > b
        case "<=": return a <= b
        case ">=": return a >= b
        default: return nil
        }
    }
}
