func shift(_ c: Character, by n: Int) -> Character {
    guard let ascii = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + n % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func caesar(_ s: String, _ n: Int) -> String {
    String(s.map { shift($0, by: n) })
}

let message = "Attack at Dawn, Zebra-42!"
let encoded = caesar(message, 3)
print(encoded)
print(caesar(encoded, -3))
print(caesar(message, 13))
print(caesar(caesar(message, 13), 13) == message)
print(caesar("xyz XYZ", 55))

var histogram = [Int](repeating: 0, count: 26)
for scalar in encoded.lowercased().unicodeScalars where scalar.properties.isAlphabetic {
    histogram[Int(scalar.value) - 97] += 1
}
let used = histogram.enumerated().filter { $0.element > 0 }.map { "\(Character(UnicodeScalar(UInt8($0.offset + 97))))\($0.element)" }
print(used.joined(separator: " "))
