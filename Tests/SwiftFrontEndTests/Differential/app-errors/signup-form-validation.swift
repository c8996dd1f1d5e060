enum SignupError: Error, Equatable {
    case emptyField(String)
    case passwordTooShort(minimum: Int)
    case passwordsDontMatch
    case underage(age: Int)
}

struct SignupForm {
    var username: String
    var password: String
    var confirm: String
    var age: Int

    func validate() throws {
        if username.isEmpty { throw SignupError.emptyField("username") }
        if password.isEmpty { throw SignupError.emptyField("password") }
        guard password.count >= 8 else { throw SignupError.passwordTooShort(minimum: 8) }
        guard password == confirm else { throw SignupError.passwordsDontMatch }
        if age < 13 { throw SignupError.underage(age: age) }
    }
}

let forms = [
    SignupForm(username: "", password: "x", confirm: "x", age: 20),
    SignupForm(username: "kim", password: "short", confirm: "short", age: 20),
    SignupForm(username: "kim", password: "longenough", confirm: "longEnough", age: 20),
    SignupForm(username: "kid", password: "longenough", confirm: "longenough", age: 11),
    SignupForm(username: "kim", password: "longenough", confirm: "longenough", age: 30),
]
for (i, form) in forms.enumerated() {
    do {
        try form.validate()
        print("form \(i): ok")
    } catch SignupError.emptyField(let name) {
        print("form \(i): please fill in \(name)")
    } catch SignupError.passwordTooShort(let min) {
        print("form \(i): password needs \(min)+ characters")
    } catch {
        print("form \(i): \(error)")
    }
}
