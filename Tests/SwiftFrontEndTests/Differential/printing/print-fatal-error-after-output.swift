// Output printed before a fatalError still appears.
enum Command: String { case start, stop }
func parse(_ text: String) -> Command {
    guard let c = Command(rawValue: text) else {
        fatalError("unknown command \(text)")
    }
    return c
}
for word in ["start", "stop", "pause"] {
    print("parsed", parse(word))
}
print("unreachable")
