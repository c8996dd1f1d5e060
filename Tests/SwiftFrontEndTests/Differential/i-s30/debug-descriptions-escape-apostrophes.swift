// A string's debug description escapes ' as swiftc's build prints it.
struct Quote: CustomDebugStringConvertible {
    let text: String
    var debugDescription: String { "Quote(\(text.debugDescription))" }
}
let lines = ["it's", "a \"quoted\" word", "tab\there", "back\\slash"]
print(lines)
debugPrint("'single'")
print(String(reflecting: "don't"))
let maybe: String? = "o'clock"
print(maybe as Any)
print([Quote(text: "can't")])
print(["key's": "value's"])
