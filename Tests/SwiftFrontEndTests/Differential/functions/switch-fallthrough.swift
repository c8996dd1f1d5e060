// fallthrough continues into the next case body without checking it.
func describe(_ n: Int) -> [String] {
    var notes: [String] = []
    switch n {
    case 2, 3, 5, 7:
        notes.append("prime")
        fallthrough
    case 1:
        notes.append("small")
        fallthrough
    default:
        notes.append("number")
    }
    return notes
}
print(describe(5))
print(describe(1))
print(describe(9))
let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
