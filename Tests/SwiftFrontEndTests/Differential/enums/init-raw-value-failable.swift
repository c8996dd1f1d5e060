// init?(rawValue:) returns nil for unknown raw values.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}

enum Command: String {
    case start, stop, pause
}

for n in [0, 1, 3, 4, 9] {
    if let planet = Planet(rawValue: n) {
        print(n, "->", planet)
    } else {
        print(n, "-> no planet")
    }
}
let inputs = ["start", "STOP", "pause", "resume"]
let commands = inputs.compactMap(Command.init(rawValue:))
print(commands)
print(Command(rawValue: "stop") ?? .pause)
let fallback = Planet(rawValue: 7) ?? .earth
print(fallback, fallback.rawValue)
