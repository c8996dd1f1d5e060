// debugPrint quotes strings and characters, and escapes.
debugPrint("hello")
debugPrint(Character("x"))
debugPrint(1, "two", 3.0)
debugPrint("tab\tquote\"")
debugPrint(["k"])
debugPrint(Optional("o") as Any)
debugPrint(nil as Int? as Any)
debugPrint((1, "a"))
debugPrint(1...2)
debugPrint("a", "b", separator: "+")
debugPrint("x", terminator: ".\n")
struct P { var s: String }
debugPrint(P(s: "v"))
