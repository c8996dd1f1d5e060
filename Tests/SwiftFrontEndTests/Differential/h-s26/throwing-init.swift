enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalid(String)
}
struct SignUp {
    let username: String
    let password: String
    init(username: String, password: String) throws {
        guard !username.isEmpty else { throw ValidationError.empty(field: "username") }
        guard password.count >= 6 else { throw ValidationError.tooShort(field: "password", min: 6) }
        guard password.contains(where: { $0.isNumber }) else { throw ValidationError.invalid("password needs a digit") }
        self.username = username
        self.password = password
    }
}
let attempts = [("", "x"), ("bob", "abc"), ("bob", "abcdefg"), ("bob", "abc123")]
for (u, p) in attempts {
    do {
        let s = try SignUp(username: u, password: p)
        print("ok:", s.username)
    } catch let e as ValidationError where e == .empty(field: "username") {
        print("missing username")
    } catch ValidationError.tooShort(let f, let m) {
        print("\(f) shorter than \(m)")
    } catch {
        print("error:", error)
    }
}
let maybe = try? SignUp(username: "z", password: "123456")
print(maybe?.username ?? "nil", maybe == nil)
