// Force-unwrapping an optional class property that is nil traps.
class Session {
    var token: String?
    var user: String
    init(user: String) { self.user = user }
}

class API {
    var session: Session?
    func authorizationHeader() -> String {
        "Bearer " + session!.token!
    }
}

let api = API()
api.session = Session(user: "kim")
api.session?.token = "abc123"
print(api.authorizationHeader())
api.session?.token = nil
print("token cleared for \(api.session?.user ?? "?")")
print(api.authorizationHeader())
