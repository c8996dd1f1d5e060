let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(composed == decomposed, composed.count, decomposed.count)
print(composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(composed.utf8.count, decomposed.utf8.count)
print(["b", "B", "a", "A", "é", "e", "Z", "_", "1"].sorted())
print("apple" < "Apple", "a" < "B", "Zebra" < "apple", "10" < "9")
print("ÉCOLE".lowercased(), "ﬁ".uppercased(), "ß".uppercased())
let flags = "🇯🇵🇺🇸"
print(flags.count, flags.unicodeScalars.count, Array(flags).count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
print(decomposed.hasSuffix("é"), decomposed.contains("e"), composed.contains("e"))
print(String(decomposed.reversed()) == String(composed.reversed()))
print(Set([composed, decomposed]).count)
print(decomposed.last!, decomposed.last! == "é")
