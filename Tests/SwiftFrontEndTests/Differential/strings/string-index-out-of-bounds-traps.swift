let code = "SWIFT"
func character(at offset: Int, in s: String) -> Character {
    let i = s.index(s.startIndex, offsetBy: offset)
    return s[i]
}
print(character(at: 0, in: code))
print(character(at: 4, in: code))
print("reading offset 5 of", code.count)
print(character(at: 5, in: code))
print("not reached")
