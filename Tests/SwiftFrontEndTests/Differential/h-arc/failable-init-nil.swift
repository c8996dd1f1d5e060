final class Token {
    let value: String
    init(_ value: String) { self.value = value; print("Token \(value) init") }
    deinit { print("Token \(value) deinit") }
}

final class UserSession {
    let username: String
    let token: Token
    let refresh: Token
    init?(username: String, rawToken: String) {
        self.token = Token("access-\(username)")
        guard !rawToken.isEmpty else {
            print("UserSession: empty token for \(username), failing early")
            return nil
        }
        self.username = username
        self.refresh = Token("refresh-\(username)")
        guard rawToken.count >= 4 else {
            print("UserSession: short token for \(username), failing after init")
            return nil
        }
        print("UserSession \(username) ready")
    }
    deinit { print("UserSession \(username) deinit") }
}

struct Email {
    let address: String
    let owner: Token
    init?(_ address: String) {
        owner = Token("email-\(address)")
        if !address.contains("@") {
            print("Email: invalid \(address)")
            return nil
        }
        self.address = address
    }
}

func attempt(_ name: String, _ raw: String) {
    print("attempt \(name)")
    if let s = UserSession(username: name, rawToken: raw) {
        print("got session for \(s.username)")
    } else {
        print("no session for \(name)")
    }
}

attempt("ann", "")
print("---")
attempt("bob", "ab")
print("---")
attempt("cat", "abcdef")
print("---")
let e1 = Email("a@b.c")
print("email ok: \(e1?.address ?? "nil")")
let e2 = Email("broken")
print("email ok: \(e2?.address ?? "nil")")
