// CustomDebugStringConvertible is used by debugPrint and in collections? Only by debugPrint.
struct Token: CustomStringConvertible, CustomDebugStringConvertible {
    var text: String
    var description: String { text }
    var debugDescription: String { "Token(\(text))" }
}
let t = Token(text: "let")
print(t)
debugPrint(t)
print([t, Token(text: "var")])
debugPrint([t])
print(String(reflecting: t))
print(String(describing: t))
let o: Token? = t
print(o as Any)
print("\(t)")
