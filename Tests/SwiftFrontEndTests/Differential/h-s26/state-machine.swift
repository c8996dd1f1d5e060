enum TrafficLight: CaseIterable {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    var duration: Int {
        switch self { case .red: return 30; case .yellow: return 5; case .green: return 25 }
    }
}
var light = TrafficLight.red
var elapsed = 0
for _ in 1...7 {
    print(light, elapsed)
    elapsed += light.duration
    light.next()
}
print(TrafficLight.allCases.map { $0.duration })
enum DoorState { case open, closed, locked(code: Int) }
func attempt(_ s: DoorState, _ action: String, _ code: Int = 0) -> DoorState {
    switch (s, action) {
    case (.closed, "open"): return .open
    case (.open, "close"): return .closed
    case (.closed, "lock"): return .locked(code: code)
    case (.locked(let c), "unlock") where c == code: return .closed
    default: print("invalid: \(action) while \(s)"); return s
    }
}
var door = DoorState.open
for (a, c) in [("close", 0), ("lock", 42), ("open", 0), ("unlock", 1), ("unlock", 42), ("open", 0)] {
    door = attempt(door, a, c)
}
print(door)
