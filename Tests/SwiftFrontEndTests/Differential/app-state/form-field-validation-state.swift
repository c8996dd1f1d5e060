import Foundation

enum FieldState {
    case empty
    case editing(String)
    case valid(String)
    case invalid(String, reason: String)

    var text: String? {
        switch self {
        case .empty: return nil
        case .editing(let s), .valid(let s), .invalid(let s, _): return s
        }
    }

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }
}

func validateEmail(_ input: String?) -> FieldState {
    guard let input = input?.trimmingCharacters(in: .whitespaces), !input.isEmpty else { return .empty }
    let parts = input.split(separator: "@")
    if parts.count != 2 { return .invalid(input, reason: "needs exactly one @") }
    if !parts[1].contains(".") { return .invalid(input, reason: "domain needs a dot") }
    return .valid(input.lowercased())
}

let inputs: [String?] = [nil, "   ", "Jo@Mail.COM", "no-at-sign", "a@b", "x@@y.z", " pat@site.io "]
for input in inputs {
    let state = validateEmail(input)
    switch state {
    case .empty: print("empty field")
    case .valid(let s): print("ok: \(s)")
    case .invalid(let s, let reason): print("bad '\(s)': \(reason)")
    case .editing: print("still editing")
    }
}
let all = inputs.map(validateEmail)
print("valid count:", all.filter(\.isValid).count, "texts:", all.compactMap(\.text).count)
