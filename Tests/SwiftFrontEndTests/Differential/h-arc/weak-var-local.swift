final class Session {
    let user: String
    init(user: String) {
        self.user = user
        print("Session \(user) start")
    }
    deinit { print("Session \(user) end") }
}

final class SessionManager {
    var current: Session?
    func login(_ user: String) {
        current = Session(user: user)
    }
    func logout() {
        print("logout")
        current = nil
    }
}

func run() {
    let manager = SessionManager()
    manager.login("kim")
    weak var observed = manager.current
    print("observed: \(observed?.user ?? "nil")")

    if let strong = observed {
        manager.logout()
        print("inside if-let, still alive: \(strong.user)")
    }
    print("after if-let, observed: \(observed?.user ?? "nil")")

    manager.login("lee")
    observed = manager.current
    manager.login("max")
    print("observed after replacing: \(observed?.user ?? "nil")")

    weak var neverHeld = Session(user: "ghost")
    print("neverHeld: \(neverHeld?.user ?? "nil")")

    var strongRef: Session? = Session(user: "zoe")
    weak var weakRef = strongRef
    print("weakRef: \(weakRef?.user ?? "nil")")
    strongRef = nil
    print("weakRef after nil: \(weakRef?.user ?? "nil")")
    print("end run: current \(manager.current?.user ?? "nil")")
}

run()
print("done")
