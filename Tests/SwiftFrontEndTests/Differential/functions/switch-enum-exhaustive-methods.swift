// An enum with methods, computed properties and a switch on self.
enum TrafficLight: CaseIterable {
    case red, yellow, green
    var next: TrafficLight {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    var seconds: Int {
        switch self {
        case .red: 30
        case .yellow: 5
        case .green: 25
        }
    }
    mutating func advance() { self = next }
}
var light = TrafficLight.red
for _ in 0..<4 {
    print(light, light.seconds)
    light.advance()
}
print(TrafficLight.allCases)
print(TrafficLight.allCases.map(\.seconds).reduce(0, +))
