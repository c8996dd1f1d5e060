// Coordinators with child coordinators and weak parent
class Coordinator {
    let name: String
    weak var parent: Coordinator?
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
    func start() { print("start \(name)") }
    func add(_ c: Coordinator) { c.parent = self; children.append(c); c.start() }
    func finish() {
        print("\(name) finishing; parent=\(parent?.name ?? "nil")")
        parent?.remove(self)
    }
    func remove(_ c: Coordinator) {
        if let i = children.firstIndex(where: { $0 === c }) {
            children.remove(at: i)
            print("\(name) removed child at \(i)")
        }
    }
    var path: String { (parent.map { $0.path + "/" } ?? "") + name }
}

final class AppCoordinator: Coordinator {
    override func start() { print("app launching"); super.start() }
    deinit { print("- app (subclass)") }
}

final class LoginCoordinator: Coordinator {
    var onDone: (() -> Void)?
    override func start() {
        super.start()
        onDone = { [weak self] in self?.finish() }
    }
    deinit { print("- login (subclass)") }
}

var app: AppCoordinator? = AppCoordinator("app")
app!.start()
do {
    let login = LoginCoordinator("login")
    app!.add(login)
    let signup = Coordinator("signup")
    login.add(signup)
    print(signup.path)
}
print("children of app:", app!.children.map { $0.name })
if let login = app!.children.first as? LoginCoordinator {
    login.children.first?.finish()
    print("login children:", login.children.count)
    login.onDone?()
}
print("after login done, children:", app!.children.count)
let orphan = Coordinator("orphan")
app!.add(orphan)
app = nil
print("orphan parent:", orphan.parent?.name ?? "nil", orphan.path)
