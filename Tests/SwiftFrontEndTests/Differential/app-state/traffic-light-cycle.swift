enum Light: CaseIterable {
    case red, redAmber, green, amber

    var next: Light {
        switch self {
        case .red: return .redAmber
        case .redAmber: return .green
        case .green: return .amber
        case .amber: return .red
        }
    }

    var duration: Int {
        switch self {
        case .red, .green: return 30
        case .redAmber, .amber: return 3
        }
    }

    var canGo: Bool { self == .green }
}

var light = Light.red
var elapsed = 0
for step in 1...6 {
    print("step \(step): \(light) for \(light.duration)s go=\(light.canGo)")
    elapsed += light.duration
    light = light.next
}
print("elapsed:", elapsed)
print("cycle length:", Light.allCases.map(\.duration).reduce(0, +))
