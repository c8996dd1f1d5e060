struct OnboardingFlow {
    static let pages = ["Welcome", "Permissions", "Profile", "Done"]
    private(set) var index = 0
    var skippedPermissions = false

    var title: String { Self.pages[index] }
    var isFirst: Bool { index == 0 }
    var isLast: Bool { index == Self.pages.count - 1 }
    var progress: String { "\(index + 1)/\(Self.pages.count)" }

    mutating func next() {
        guard !isLast else { return }
        index += 1
    }

    mutating func back() {
        guard !isFirst else { return }
        index -= 1
        if title == "Permissions" && skippedPermissions { index -= 1 }
    }

    mutating func skip() {
        if title == "Permissions" { skippedPermissions = true }
        next()
    }
}

var flow = OnboardingFlow()
var transcript: [String] = []
func record() { transcript.append("\(flow.title) \(flow.progress)") }
record()
flow.back(); record()
flow.next(); record()
flow.skip(); record()
flow.next(); record()
flow.next(); record()
flow.back(); flow.back(); record()
print(transcript.joined(separator: "\n"))
print(flow.isFirst, flow.isLast, flow.skippedPermissions)
flow = OnboardingFlow()
print(flow.title)
let page = OnboardingFlow.pages[flow.index + 4]
print(page)
