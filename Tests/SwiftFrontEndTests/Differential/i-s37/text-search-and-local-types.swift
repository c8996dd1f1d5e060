// Session 37's hunts on strings and closures: `contains` compares whole characters without
// Foundation (a scalar inside a character is not found), a Character is found whole, `firstRange`
// is an optional; a type declared in a loop's body or a function called twice is declared once
// per run of the body; a trailing closure fills a labelled parameter of a function type alias.
let family = "x👨‍👩‍👧"
let accent = "e\u{301}"
let lines = "a\r\nb"
let newline: Character = "\n"
print(family.contains("👨"), accent.contains("\u{301}"), accent.contains("e\u{301}"), lines.contains(newline), lines.contains("a"))
print("abc".firstRange(of: "b").map { _ in 1 } as Any, "abc".firstRange(of: "z").map { _ in 1 } as Any)

for step in 0..<2 {
    struct Box { let value: Int }
    print(Box(value: step * 10).value)
}
func describe(_ n: Int) -> String {
    enum Size { case small, large }
    return "\(n < 5 ? Size.small : Size.large)"
}
print(describe(1), describe(9))

typealias Completion = (Int) -> Void
func fetch(_ n: Int, completion: Completion) { completion(n * 2) }
fetch(21) { print("fetched", $0) }
