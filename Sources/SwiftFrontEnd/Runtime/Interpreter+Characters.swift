import ContainmentEngine

/// A Character, held as a one-character String: its properties.
extension Interpreter {
    /// A Character's members the playground does not hold the types of (`asciiValue` is a
    /// `UInt8?`, whose arithmetic traps at its own bounds: `c.asciiValue! - 97` of "A").
    static let unheldCharacterMembers: Set<String> = ["asciiValue"]

    /// A Character's properties (a one-character string here), as Character computes them.
    static func characterMember(_ name: String, of character: Character) -> Value? {
        switch name {
        case "isLetter": .bool(character.isLetter)
        case "isNumber": .bool(character.isNumber)
        case "isUppercase": .bool(character.isUppercase)
        case "isLowercase": .bool(character.isLowercase)
        case "isWhitespace": .bool(character.isWhitespace)
        case "isPunctuation": .bool(character.isPunctuation)
        case "isWholeNumber": .bool(character.isWholeNumber)
        case "isASCII": .bool(character.isASCII)
        case "isNewline": .bool(character.isNewline)
        case "isHexDigit": .bool(character.isHexDigit)
        case "isSymbol": .bool(character.isSymbol)
        case "isMathSymbol": .bool(character.isMathSymbol)
        case "isCurrencySymbol": .bool(character.isCurrencySymbol)
        case "isCased": .bool(character.isCased)
        case "wholeNumberValue": character.wholeNumberValue.map { .int($0) } ?? .null
        case "hexDigitValue": character.hexDigitValue.map { .int($0) } ?? .null
        default: nil
        }
    }
}
