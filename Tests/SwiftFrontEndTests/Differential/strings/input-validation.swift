func isValidPin(_ s: String) -> Bool {
    return s.count == 4 && s.allSatisfy { $0.isNumber }
}
func isValidUsername(_ s: String) -> Bool {
    guard let first = s.first, first.isLetter else { return false }
    return (3...12).contains(s.count) && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
for pin in ["1234", "12a4", "123", "١٢٣٤", ""] {
    print("pin \(pin):", isValidPin(pin))
}
for name in ["sam_99", "9lives", "ab", "valid_name_toolong", "ok_go"] {
    print("user \(name):", isValidUsername(name))
}
let email = "me@site.io"
print(email.contains("@") && email.split(separator: "@").count == 2)
