// Strings inside collections and debugPrint are written by String's debugDescription: short
// escapes, \u{..} padded to an even number of digits, a scalar that would join the opening quote.
print(["bell\u{7}", "tab\t", "quote\"", "it's", "back\\slash", "nul\0", "del\u{7F}", "esc\u{1B}"])
debugPrint("vertical\u{0B}tab", "form\u{0C}feed")
let accent = "\u{301}"
debugPrint(accent, "e\u{301}", "x\u{200D}")
print(["\u{200D}", "\u{FE0F}", "a\u{FE0F}"], ("\u{8}", 1))
let letters: [Character] = ["a", "\u{7}", "\""]
print(letters)
struct Label { let text: String }
print(Label(text: "two\nlines"), [Label(text: "\u{1}")])
