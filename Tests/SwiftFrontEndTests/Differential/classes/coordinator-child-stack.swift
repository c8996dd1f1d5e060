// A coordinator pushes and pops child coordinators held in an array.
class Coordinator {
    let name: String
    var children: [Coordinator] = []
    weak var parent: Coordinator?

    init(name: String) { self.name = name }

    func start(_ child: Coordinator) {
        child.parent = self
        children.append(child)
        print("\(name) started \(child.name)")
    }

    func finish() {
        guard let parent = parent else { return }
        parent.children.removeAll { $0 === self }
        print("\(name) finished, \(parent.name) has \(parent.children.count) children")
    }

    func path() -> String {
        (parent.map { $0.path() + "/" } ?? "") + name
    }
}

let app = Coordinator(name: "app")
let login = Coordinator(name: "login")
let signup = Coordinator(name: "signup")
app.start(login)
login.start(signup)
print(signup.path())
signup.finish()
login.finish()
print(app.children.map { $0.name })
