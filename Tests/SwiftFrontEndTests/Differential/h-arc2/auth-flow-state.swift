// Auth flow with enum states carrying class payloads; replacing enum state releases payloads
final class Credentials {
    let user: String
    init(_ u: String) { user = u; print("creds(\(u))") }
    deinit { print("~creds(\(user))") }
}

final class SessionToken {
    let value: String
    let creds: Credentials
    init(_ v: String, _ c: Credentials) { value = v; creds = c; print("token(\(v))") }
    deinit { print("~token(\(value))") }
}

enum AuthState {
    case loggedOut
    case authenticating(Credentials)
    case loggedIn(SessionToken)
    case failed(reason: String)

    var name: String {
        switch self {
        case .loggedOut: return "loggedOut"
        case .authenticating(let c): return "authenticating(\(c.user))"
        case .loggedIn(let t): return "loggedIn(\(t.creds.user), \(t.value))"
        case .failed(let r): return "failed(\(r))"
        }
    }
}

final class AuthService {
    var state: AuthState = .loggedOut {
        didSet { print("state: \(oldValue.name) -> \(state.name)") }
    }
    deinit { print("~AuthService in \(state.name)") }
    func login(_ user: String, password: String) {
        state = .authenticating(Credentials(user))
        guard case .authenticating(let c) = state else { return }
        if password == "pw" {
            state = .loggedIn(SessionToken("t-\(user)", c))
        } else {
            state = .failed(reason: "bad password for \(c.user)")
        }
        print("login(\(user)) returns")
    }
    func refresh() {
        if case .loggedIn(let old) = state {
            print("refreshing \(old.value)")
            state = .loggedIn(SessionToken(old.value + "'", old.creds))
            print("old token still bound: \(old.value)")
        }
    }
    func logout() { state = .loggedOut }
}

var auth: AuthService? = AuthService()
auth!.login("kim", password: "nope")
auth!.login("kim", password: "pw")
auth!.refresh()
auth!.logout()
auth!.login("lee", password: "pw")
auth = nil
print("end")
