class Coordinator {
    let name: String
    weak var parent: Coordinator?
    private(set) var children: [Coordinator] = []

    init(name: String) { self.name = name }

    func start() { print("start \(name)") }

    func addChild(_ child: Coordinator) {
        child.parent = self
        children.append(child)
        child.start()
    }

    func removeChild(_ child: Coordinator) {
        children.removeAll { $0 === child }
        child.parent = nil
    }

    func didFinish() { parent?.removeChild(self) }

    func tree(indent: String = "") -> [String] {
        [indent + name] + children.flatMap { $0.tree(indent: indent + "  ") }
    }
}

final class AuthCoordinator: Coordinator {
    override func start() {
        super.start()
        print("  showing login for \(parent?.name ?? "nobody")")
    }
}

let app = Coordinator(name: "App")
let tabs = Coordinator(name: "Tabs")
let auth = AuthCoordinator(name: "Auth")
app.addChild(auth)
app.addChild(tabs)
tabs.addChild(Coordinator(name: "Home"))
tabs.addChild(Coordinator(name: "Settings"))
print(app.tree().joined(separator: "\n"))
auth.didFinish()
print("after auth finished:", app.children.map(\.name), "auth parent:", auth.parent?.name ?? "nil")
print(app.tree().joined(separator: "\n"))
