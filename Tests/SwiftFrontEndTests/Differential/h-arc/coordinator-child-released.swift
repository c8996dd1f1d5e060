protocol Coordinator: AnyObject { var name: String { get }; func start() }

final class AppCoordinator {
    var children: [Coordinator] = []
    func showLogin() {
        let login = LoginCoordinator(parent: self)
        children.append(login)
        login.start()
    }
    func showSettings() {
        let settings = SettingsCoordinator()
        children.append(settings)
        settings.start()
    }
    func childDidFinish(_ child: Coordinator) {
        children.removeAll { $0 === child }
        print("app: children left = \(children.count)")
    }
    deinit { print("deinit AppCoordinator") }
}

final class LoginCoordinator: Coordinator {
    let name = "Login"
    weak var parent: AppCoordinator?
    init(parent: AppCoordinator) {
        self.parent = parent
        print("init \(name)")
    }
    func start() { print("\(name): start") }
    func finish() {
        print("\(name): finishing")
        parent?.childDidFinish(self)
        print("\(name): finish returned")
    }
    deinit { print("deinit \(name)") }
}

final class SettingsCoordinator: Coordinator {
    let name = "Settings"
    init() { print("init \(name)") }
    func start() { print("\(name): start") }
    deinit { print("deinit \(name)") }
}

func run() {
    var app: AppCoordinator? = AppCoordinator()
    app?.showLogin()
    app?.showSettings()
    var login: LoginCoordinator? = app?.children.first as? LoginCoordinator
    login?.finish()
    print("login still referenced locally: \(login != nil)")
    login = nil
    print("releasing app")
    app = nil
    print("end run")
}

run()
