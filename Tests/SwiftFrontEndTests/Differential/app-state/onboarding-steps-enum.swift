enum OnboardingStep: Int, CaseIterable {
    case welcome, permissions, account, tutorial, finished

    var title: String {
        switch self {
        case .welcome: return "Welcome"
        case .permissions: return "Allow Notifications"
        case .account: return "Create Account"
        case .tutorial: return "Quick Tour"
        case .finished: return "All Set"
        }
    }

    var skippable: Bool { self == .permissions || self == .tutorial }

    func next(skipping: Bool) -> OnboardingStep? {
        var candidate = OnboardingStep(rawValue: rawValue + 1)
        while skipping, let c = candidate, c.skippable {
            candidate = OnboardingStep(rawValue: c.rawValue + 1)
        }
        return candidate
    }
}

for skip in [false, true] {
    var step: OnboardingStep? = .welcome
    var titles: [String] = []
    while let s = step {
        titles.append(s.title)
        step = s.next(skipping: skip)
    }
    print("skip=\(skip):", titles.joined(separator: " → "))
}
let total = OnboardingStep.allCases.count
for s in OnboardingStep.allCases where !s.skippable {
    print("\(s.rawValue + 1)/\(total) \(s)")
}
