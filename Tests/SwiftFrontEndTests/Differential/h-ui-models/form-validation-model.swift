enum FieldError: Equatable, CustomStringConvertible {
    case empty
    case tooShort(min: Int)
    case missingCharacter(Character)

    var description: String {
        switch self {
        case .empty: return "is required"
        case .tooShort(let min): return "must be at least \(min) characters"
        case .missingCharacter(let c): return "must contain '\(c)'"
        }
    }
}

struct SignUpForm {
    var email = ""
    var password = ""

    func emailErrors() -> [FieldError] {
        if email.isEmpty { return [.empty] }
        return email.contains("@") ? [] : [.missingCharacter("@")]
    }

    func passwordErrors() -> [FieldError] {
        if password.isEmpty { return [.empty] }
        var errors: [FieldError] = []
        if password.count < 8 { errors.append(.tooShort(min: 8)) }
        if !password.contains(where: { $0.isNumber }) { errors.append(.missingCharacter("1")) }
        return errors
    }

    var canSubmit: Bool { emailErrors().isEmpty && passwordErrors().isEmpty }
}

var form = SignUpForm()
let attempts: [(String, String)] = [("", ""), ("me.example.com", "abc"), ("me@example.com", "abcdefgh"), ("me@example.com", "abcdefg9")]
for (email, password) in attempts {
    form.email = email
    form.password = password
    let messages = form.emailErrors().map { "email \($0)" } + form.passwordErrors().map { "password \($0)" }
    print(form.canSubmit ? "submit ok" : messages.joined(separator: "; "))
}
print(form.passwordErrors() == [])
print(SignUpForm().passwordErrors())
