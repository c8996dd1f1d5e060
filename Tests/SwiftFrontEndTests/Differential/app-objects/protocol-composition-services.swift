protocol Identifiable2 { var identifier: String { get } }
protocol Refreshable { mutating func refresh() -> Int }
protocol Describable { var summary: String { get } }

extension Describable where Self: Identifiable2 {
    var summary: String { "item \(identifier)" }
}

struct FeedModule: Identifiable2, Refreshable, Describable {
    let identifier: String
    var version = 0
    mutating func refresh() -> Int {
        version += 1
        return version
    }
}

final class ProfileModule: Identifiable2, Describable {
    let identifier = "profile"
    var summary: String { "profile module (custom)" }
}

func refreshAll(_ modules: inout [Identifiable2 & Refreshable]) {
    for i in modules.indices {
        let v = modules[i].refresh()
        print("refreshed \(modules[i].identifier) to v\(v)")
    }
}

var refreshables: [Identifiable2 & Refreshable] = [FeedModule(identifier: "home"), FeedModule(identifier: "explore")]
refreshAll(&refreshables)
refreshAll(&refreshables)
let describables: [Describable] = [FeedModule(identifier: "news"), ProfileModule()]
describables.forEach { print($0.summary) }
func label<T: Identifiable2 & Describable>(_ x: T) -> String { "\(x.identifier): \(x.summary)" }
print(label(ProfileModule()), "|", label(FeedModule(identifier: "x")))
