// An initialiser that throws; the object is never created.
enum AccountError: Error {
    case invalidEmail(String)
    case weakPassword(length: Int)
}

class Account {
    let email: String
    init(email: String, password: String) throws {
        print("validating \(email)")
        guard email.contains("@") else { throw AccountError.invalidEmail(email) }
        guard password.count >= 8 else { throw AccountError.weakPassword(length: password.count) }
        self.email = email
        print("account created for \(email)")
    }
    deinit { print("account \(email) released") }
}

let attempts = [("ann@x.io", "correcthorse"), ("bob", "longenough"), ("cy@x.io", "short")]
for (email, password) in attempts {
    do {
        let account = try Account(email: email, password: password)
        print("welcome \(account.email)")
    } catch AccountError.invalidEmail(let e) {
        print("invalid email \(e)")
    } catch {
        print("failed: \(error)")
    }
}
