func describe(_ command: String) -> String {
    switch command.lowercased() {
    case "start", "go":
        return "starting"
    case "stop":
        return "stopping"
    case let c where c.hasPrefix("set "):
        return "setting \(c.dropFirst(4))"
    case "":
        return "empty command"
    default:
        return "unknown: \(command)"
    }
}
for cmd in ["Start", "go", "STOP", "set volume", "", "jump"] {
    print(describe(cmd))
}
let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
