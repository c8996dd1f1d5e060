class Session {
    static var active = 0
    let user: String
    var onEnd: (() -> Void)?
    init(user: String) { self.user = user; Session.active += 1; print("start \(user), active \(Session.active)") }
    deinit { Session.active -= 1; print("end \(user), active \(Session.active)") }
}
func login(_ name: String) -> Session { Session(user: name) }
var sessions: [String: Session] = [:]
sessions["a"] = login("a")
sessions["b"] = login("b")
sessions["a"] = login("a2")
print("replaced a")
sessions["b"] = nil
print("removed b")
var temp: Session? = login("temp")
temp?.onEnd = { print("ending") }
temp?.onEnd?()
temp = nil
print("final count", Session.active)
_ = login("ignored")
print("after ignored")
