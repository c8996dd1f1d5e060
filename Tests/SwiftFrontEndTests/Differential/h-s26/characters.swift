let word = "Mississippi"
var freq: [Character: Int] = [:]
for ch in word { freq[ch, default: 0] += 1 }
for (k, v) in freq.sorted(by: { $0.key < $1.key }) { print(k, v) }
let c: Character = "a"
print(c.isLetter, c.isNumber, c.asciiValue!, Character("Z").asciiValue as Any)
print(Character(UnicodeScalar(66)), String(repeating: c, count: 3))
print("7".first!.wholeNumberValue as Any, Character("x").isUppercase)
print(Array("hey"), "hey".map { String($0).uppercased() })
let caesar = String("hello".map { ch -> Character in
    let v = ch.asciiValue! - 97
    return Character(UnicodeScalar((v + 3) % 26 + 97))
})
print(caesar)
print("abc".unicodeScalars.map { $0.value })
print("é".count, "🇳🇴".count, "👍🏽".unicodeScalars.count)
let isPal = { (s: String) -> Bool in
    let cleaned = s.lowercased().filter { $0.isLetter }
    return cleaned == String(cleaned.reversed())
}
print(isPal("A man, a plan, a canal: Panama"), isPal("Swift"))
print(Character("a") < Character("b"), "apple" < "Apple")
