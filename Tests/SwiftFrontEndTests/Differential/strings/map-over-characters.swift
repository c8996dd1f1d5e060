let word = "Swift 5"
let upper = word.map { $0.uppercased() }
print(upper)
print(upper.joined())
let codes = word.compactMap { $0.asciiValue }
print(codes)
let digits = word.compactMap { $0.wholeNumberValue }
print(digits)
let onlyLetters = String(word.filter { $0.isLetter })
print(onlyLetters)
let caesar = String(word.map { ch -> Character in
    guard let v = ch.asciiValue, ch.isLowercase else { return ch }
    return Character(UnicodeScalar((v - 97 + 3) % 26 + 97))
})
print(caesar)
print(word.reduce(0) { $0 + ($1 == "f" ? 1 : 0) })
print(word.contains { $0.isNumber }, word.allSatisfy { $0.isLetter })
