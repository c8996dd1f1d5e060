let word = "Café"
for scalar in word.unicodeScalars {
    print(scalar, scalar.value)
}
print(word.unicodeScalars.count, word.utf8.count, word.utf16.count)
print(Array(word.utf8))
let a = Unicode.Scalar(97)!
print(a, Character(a))
print(String(UnicodeScalar(0x1F680)!))
let shifted = String(String.UnicodeScalarView("HAL".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
print(shifted)
print("abc".unicodeScalars.map { $0.value }.reduce(0, +))
print(a.properties.isAlphabetic)
