// Force-unwrapping a weak reference after its object is released traps.
class Session {
    let user: String
    init(user: String) { self.user = user }
    deinit { print("session for \(user) ended") }
}

class Presenter {
    weak var session: Session?
    func greet() {
        print("hello, \(session!.user)")
    }
}

let presenter = Presenter()
var session: Session? = Session(user: "mia")
presenter.session = session
presenter.greet()
session = nil
print("logged out")
presenter.greet()
print("not reached")
