final class NotificationHub {
    private var observers: [Int: (String) -> Void] = [:]
    private var nextID = 0
    func observe(_ block: @escaping (String) -> Void) -> ObservationToken {
        nextID += 1
        let id = nextID
        observers[id] = block
        print("hub: added observer \(id)")
        return ObservationToken(id: id, hub: self)
    }
    func remove(_ id: Int) {
        observers[id] = nil
        print("hub: removed observer \(id), \(observers.count) left")
    }
    func post(_ name: String) {
        print("hub: post \(name) to \(observers.count)")
        for id in observers.keys.sorted() { observers[id]?(name) }
    }
}

final class ObservationToken {
    let id: Int
    weak var hub: NotificationHub?
    init(id: Int, hub: NotificationHub) {
        self.id = id
        self.hub = hub
    }
    deinit {
        print("token \(id) deinit")
        hub?.remove(id)
    }
}

final class KeyboardAwareView {
    let name: String
    var token: ObservationToken?
    init(name: String, hub: NotificationHub) {
        self.name = name
        token = hub.observe { [weak self] note in
            print("  \(self?.name ?? "?") received \(note)")
        }
    }
    deinit { print("\(name) deinit") }
}

func run() {
    let hub = NotificationHub()
    var login: KeyboardAwareView? = KeyboardAwareView(name: "LoginView", hub: hub)
    var chat: KeyboardAwareView? = KeyboardAwareView(name: "ChatView", hub: hub)
    hub.post("keyboardWillShow")
    login = nil
    hub.post("keyboardWillHide")
    chat?.token = nil
    hub.post("keyboardWillShow")
    chat = nil
    print("end run")
}

run()
