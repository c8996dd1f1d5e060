let samples = ["hello", "naïve", "日本", "😀", "👨‍👩‍👧", ""]
for s in samples {
    print(s, s.count, s.utf8.count, s.utf16.count, s.unicodeScalars.count)
}
let bytes = Array("Hi!".utf8)
print(bytes)
print(String(decoding: bytes, as: UTF8.self))
print(String(decoding: [0xE2, 0x82, 0xAC] as [UInt8], as: UTF8.self))
print("ABC".utf8.map { $0 + 1 })
