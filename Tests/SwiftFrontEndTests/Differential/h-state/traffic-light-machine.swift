enum Light: CustomStringConvertible {
    case red(secondsLeft: Int)
    case green(secondsLeft: Int)
    case yellow(secondsLeft: Int)
    case flashing

    var description: String {
        switch self {
        case .red(let s): return "RED(\(s))"
        case .green(let s): return "GREEN(\(s))"
        case .yellow(let s): return "YELLOW(\(s))"
        case .flashing: return "FLASHING"
        }
    }

    mutating func tick() {
        switch self {
        case .red(1): self = .green(secondsLeft: 3)
        case .red(let s): self = .red(secondsLeft: s - 1)
        case .green(1): self = .yellow(secondsLeft: 1)
        case .green(let s): self = .green(secondsLeft: s - 1)
        case .yellow(let s) where s <= 1: self = .red(secondsLeft: 2)
        case .yellow(let s): self = .yellow(secondsLeft: s - 1)
        case .flashing: break
        }
    }
}

var light = Light.red(secondsLeft: 2)
var trace: [String] = []
for _ in 0..<9 {
    trace.append(light.description)
    light.tick()
}
print(trace.joined(separator: " -> "))
light = .flashing
light.tick()
print(light)
var yellow = Light.yellow(secondsLeft: 3)
for _ in 0..<4 { yellow.tick(); print(yellow) }
