class ViewController {
    let title: String
    weak var navigationController: NavigationController?
    init(title: String) { self.title = title }
    func willBeShown() -> String { "show \(title)" }
}

class NavigationController: ViewController {
    private(set) var stack: [ViewController] = []

    init(root: ViewController) { super.init(title: "Nav"); push(root) }

    var top: ViewController? { stack.last }

    func push(_ vc: ViewController) {
        vc.navigationController = self
        stack.append(vc)
        print(vc.willBeShown(), "| depth \(stack.count)")
    }

    @discardableResult
    func pop() -> ViewController? {
        guard stack.count > 1 else { print("cannot pop root"); return nil }
        let vc = stack.removeLast()
        vc.navigationController = nil
        print("pop \(vc.title) -> \(top?.title ?? "-")")
        return vc
    }

    func popToRoot() { while stack.count > 1 { pop() } }
}

class SettingsViewController: ViewController { override func willBeShown() -> String { super.willBeShown() + " (gear)" } }

let nav = NavigationController(root: ViewController(title: "Home"))
nav.push(ViewController(title: "List"))
let settings = SettingsViewController(title: "Settings")
nav.push(settings)
print("settings in nav:", settings.navigationController === nav)
nav.push(ViewController(title: "About"))
nav.pop()
nav.popToRoot()
nav.pop()
print("settings in nav:", settings.navigationController != nil, "titles:", nav.stack.map(\.title))
