import ContainmentEngine
import Foundation

/// Ranges of a string's indices: Foundation's `text.range(of:)` and `range(of:options:)`, the
/// standard library's `firstRange(of:)` and `ranges(of:)`, and the views' counts
/// (`text.utf8.count`, `utf16`, `unicodeScalars`). A range is a record of its two bounds (String
/// indices, `Interpreter+StringIndices`): its `lowerBound` and `upperBound` read, the string
/// subscripted with it, `replaceSubrange(_:with:)` and `removeSubrange(_:)` on it.
///
/// The matches are Swift's and Foundation's own, computed by them; the playground's indices count
/// characters, so a match that starts or ends inside a character (Foundation finds "e" in a
/// decomposed "é") is refused rather than moved to a character's edge.
extension Interpreter {
    static let stringRangeType = "Range<String.Index>"
    static let stringViews: Set<String> = ["utf8", "utf16", "unicodeScalars"]

    /// The call's result, or nil when `name` and the labels are none of these calls.
    func stringRangeCall(_ name: String, _ text: String, _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        switch (name, labels, arguments.first) {
        case ("range", ["of"], .string(let target)?):
            return try text.range(of: target).map { try stringRange($0, in: text, loc) } ?? .null
        case ("range", ["of", "options"], .string(let target)?):
            guard let options = Self.compareOptions(arguments[1]) else { return nil }
            return try text.range(of: target, options: options).map { try stringRange($0, in: text, loc) } ?? .null
        case ("firstRange", ["of"], .string(let target)?):
            return try text.firstRange(of: target).map { try stringRange($0, in: text, loc) } ?? .null
        case ("ranges", ["of"], .string(let target)?):
            let found = text.ranges(of: target)
            try allocateElements(3 * found.count)  // a range and its two bounds each
            return .array(try found.map { try stringRange($0, in: text, loc) })
        case ("replacingOccurrences", ["of", "with", "options"], .string(let target)?):
            guard case .string(let replacement) = arguments[1], let options = Self.compareOptions(arguments[2]) else { return nil }
            let most = text.utf8.count.multipliedReportingOverflow(by: max(1, replacement.utf8.count))
            if replacement.utf8.count > target.utf8.count { try playground.allocate(bytes: 0, valueBytes: most.overflow ? .max : most.partialValue) }
            return try made(.string(text.replacingOccurrences(of: target, with: replacement, options: options)))
        default: return nil
        }
    }

    /// `text.replaceSubrange(range, with: "x")`, `text.removeSubrange(range)` with a range of
    /// the string's indices: the changed string, or nil for any other call.
    func stringRangeMutation(_ name: String, on text: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        switch (name, labels) {
        case ("replaceSubrange", [nil, "with"]), ("removeSubrange", [nil]):
            guard let (low, high) = try offsets(ofRange: arguments[0], in: text, loc) else { return nil }
            var replacement = ""
            if arguments.count == 2 {
                guard case .string(let given) = arguments[1] else { return nil }
                replacement = given
            }
            var characters = Array(text)
            guard low >= 0, high <= characters.count else { throw trap(Self.stringIndexOutOfBounds, loc) }
            try growString(by: replacement.utf8.count, to: text.utf8.count + replacement.utf8.count)
            characters.replaceSubrange(low..<high, with: Array(replacement))
            return .string(String(characters))
        default: return nil
        }
    }

    /// `text[range]` with a range of its indices, or nil when the key is none.
    func stringSubscript(_ text: String, range key: Value, _ loc: Loc) throws -> Value? {
        guard let (low, high) = try offsets(ofRange: key, in: text, loc) else { return nil }
        return try substring(text, low, high, loc)
    }

    /// `i..<j` between two indices of one string: a range of them; nil when `low` is no String index.
    func stringIndexRange(_ low: Value, _ high: Value, _ loc: Loc) throws -> Value? {
        guard let (lower, text) = Self.stringIndexParts(low), let upper = try offset(of: high, in: text, loc) else { return nil }
        guard lower <= upper else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
        return .record(type: Self.stringRangeType, fields: [(name: "lowerBound", value: low), (name: "upperBound", value: high)])
    }

    /// A range's bound read by the name the type pass gives a range's (`TypePass.rangeBound`).
    static func stringRangeBound(_ name: String, of value: Value) -> Value? {
        guard case .record(let type, let fields) = value, type == stringRangeType, fields.count == 2 else { return nil }
        switch name {
        case rangeLowerBound: return fields[0].value
        case rangeUpperBound: return fields[1].value
        default: return nil
        }
    }

    /// `text.utf8.count`, `text.utf16.isEmpty`, `text.unicodeScalars.count`: the views' sizes.
    /// (Their elements are UInt8, UInt16 and Unicode.Scalar values, which the playground does not
    /// hold: anything else of a view is refused as a member it does not have.)
    func stringViewSize(_ view: String, _ name: String, of text: String) -> Value? {
        guard name == "count" || name == "isEmpty" else { return nil }
        let count: Int
        switch view {
        case "utf8": count = text.utf8.count
        case "utf16": count = text.utf16.count
        case "unicodeScalars": count = text.unicodeScalars.count
        default: return nil
        }
        return name == "count" ? .int(count) : .bool(count == 0)
    }

    private func stringRange(_ range: Range<String.Index>, in text: String, _ loc: Loc) throws -> Value {
        let low = text.distance(from: text.startIndex, to: range.lowerBound)
        let high = text.distance(from: text.startIndex, to: range.upperBound)
        guard text.index(text.startIndex, offsetBy: low) == range.lowerBound, text.index(text.startIndex, offsetBy: high) == range.upperBound
        else {
            throw error(
                "a match that starts or ends inside a character (of a decomposed accent or emoji) is not supported by the playground: its String indices count characters; \(Lowering.supportPage)",
                loc)
        }
        return .record(
            type: Self.stringRangeType,
            fields: [(name: "lowerBound", value: stringIndex(low, in: text)), (name: "upperBound", value: stringIndex(high, in: text))])
    }

    private func offsets(ofRange value: Value, in text: String, _ loc: Loc) throws -> (Int, Int)? {
        guard case .record(let type, let fields) = value, type == Self.stringRangeType, fields.count == 2,
            let low = try offset(of: fields[0].value, in: text, loc), let high = try offset(of: fields[1].value, in: text, loc)
        else { return nil }
        return (low, high)
    }

    /// `.caseInsensitive`, or several in an array (`[.caseInsensitive, .backwards]`).
    static func compareOptions(_ value: Value) -> String.CompareOptions? {
        switch value {
        case .enumCase(_, let name, let payload) where payload.isEmpty: return compareOptionsByName[name]
        case .array(let items), .set(let items):
            var options: String.CompareOptions = []
            for item in items {
                guard let option = compareOptions(item) else { return nil }
                options.formUnion(option)
            }
            return options
        default: return nil
        }
    }

    private static let compareOptionsByName: [String: String.CompareOptions] = [
        "caseInsensitive": .caseInsensitive, "literal": .literal, "backwards": .backwards, "anchored": .anchored, "numeric": .numeric,
        "diacriticInsensitive": .diacriticInsensitive, "widthInsensitive": .widthInsensitive, "forcedOrdering": .forcedOrdering,
    ]
}
