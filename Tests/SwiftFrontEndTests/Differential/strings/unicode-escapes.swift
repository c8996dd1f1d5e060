let heart = "\u{2764}"
print(heart)
print("I \u{2764}\u{FE0F} Swift")
print("caf\u{E9}")
let combined = "e\u{301}"
print(combined, combined.count, combined.unicodeScalars.count)
print(combined == "\u{E9}")
print("\u{1F600}".count, "\u{1F600}".utf8.count, "\u{1F600}".utf16.count)
print("tab[\t] quote[\"] backslash[\\]")
print("A\u{41}\u{0042}")
print("\u{48}\u{49}".lowercased())
