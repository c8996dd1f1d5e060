// Session 37: a Character's properties beyond letters and digits (they were refused, naming
// the Character a String), as a tokenizer reads them.
let source = "x = 0x1F + $5 × 2\n"
var kinds: [String] = []
for character in source {
    if character.isNewline { kinds.append("newline") }
    else if character.isWhitespace { kinds.append("space") }
    else if character.isCurrencySymbol { kinds.append("currency") }
    else if character.isMathSymbol { kinds.append("math") }
    else if character.isHexDigit { kinds.append("hex \(character.hexDigitValue!)") }
    else if character.isCased { kinds.append(character.isUppercase ? "upper" : "lower") }
    else { kinds.append("other \(character.isSymbol)") }
}
print(kinds.joined(separator: ", "))
print(Character("g").hexDigitValue as Any, Character("F").hexDigitValue as Any, Character("7").isSymbol)
