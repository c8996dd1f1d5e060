import ContainmentEngine
import Foundation

/// Foundation's string methods that container code uses, computed by Foundation itself (the same
/// library swiftc's build links on this machine, so the same answers): anything else of
/// Foundation's is still refused by name.
extension Interpreter {
    /// `trimmingCharacters(in:)`, `components(separatedBy:)`, `replacingOccurrences(of:with:)`,
    /// `padding(toLength:withPad:startingAt:)`; nil when `name` and `labels` are none of them.
    func foundationStringCall(_ name: String, _ text: String, _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        switch (name, labels, arguments.first) {
        case ("trimmingCharacters", ["in"], let set?):
            guard let characters = Self.characterSet(set) else { return nil }
            return try made(.string(text.trimmingCharacters(in: characters)))
        case ("components", ["separatedBy"], .string(let separator)?):
            guard !separator.isEmpty else { return nil }
            try allocateElements(text.utf8.count / separator.utf8.count + 1)
            return try made(.array(text.components(separatedBy: separator).map { .string($0) }))
        case ("components", ["separatedBy"], let set?):
            guard let characters = Self.characterSet(set) else { return nil }
            try allocateElements(text.utf8.count + 1)
            return try made(.array(text.components(separatedBy: characters).map { .string($0) }))
        case ("replacingOccurrences", ["of", "with"], .string(let target)?):
            guard case .string(let replacement) = arguments[1], !target.isEmpty else { return nil }
            // At most every byte a match: sized before it is made.
            let most = text.utf8.count.multipliedReportingOverflow(by: max(1, replacement.utf8.count))
            if replacement.utf8.count > target.utf8.count { try playground.allocate(bytes: 0, valueBytes: most.overflow ? .max : most.partialValue) }
            return try made(.string(text.replacingOccurrences(of: target, with: replacement)))
        case ("padding", ["toLength", "withPad", "startingAt"], .int(let length)?):
            guard case .string(let pad) = arguments[1], !pad.isEmpty, case .int(let start) = arguments[2], start >= 0, start < pad.count else {
                return nil
            }
            try allocateString(max(length, 0).multipliedReportingOverflow(by: 4).overflow ? .max : max(length, 0) * 4)
            return .string(text.padding(toLength: length, withPad: pad, startingAt: start))
        default: return nil
        }
    }

    /// `capitalized`, a property.
    func foundationStringMember(_ name: String, _ text: String) throws -> Value? {
        switch name {
        case "capitalized": return try made(.string(text.capitalized))
        default: return nil
        }
    }

    /// `.whitespaces` and the other sets code passes by name.
    static func characterSet(_ value: Value) -> CharacterSet? {
        if case .record("CharacterSet", let fields) = value, case .string(let characters)? = fields.first?.value {
            return CharacterSet(charactersIn: characters)
        }
        guard case .enumCase(_, let name, let payload) = value, payload.isEmpty else { return nil }
        switch name {
        case "whitespaces": return .whitespaces
        case "whitespacesAndNewlines": return .whitespacesAndNewlines
        case "newlines": return .newlines
        case "punctuationCharacters": return .punctuationCharacters
        case "decimalDigits": return .decimalDigits
        case "letters": return .letters
        case "alphanumerics": return .alphanumerics
        case "uppercaseLetters": return .uppercaseLetters
        case "lowercaseLetters": return .lowercaseLetters
        case "symbols": return .symbols
        default: return nil
        }
    }
}
