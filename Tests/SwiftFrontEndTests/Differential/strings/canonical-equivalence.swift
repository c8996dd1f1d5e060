let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(composed == decomposed)
print(composed.count, decomposed.count)
print(composed.utf8.count, decomposed.utf8.count)
print(composed.hasSuffix("\u{E9}"), decomposed.hasSuffix("e"))
print([decomposed, "cafe", "cafa"].sorted())
let set: Set<String> = [composed, decomposed]
print(set.count)
print(Array(decomposed.unicodeScalars).count)
print(decomposed.last! == "é")
