func snakeCase(_ s: String) -> String {
    var result = ""
    for ch in s {
        if ch.isUppercase {
            if !result.isEmpty { result += "_" }
            result += ch.lowercased()
        } else {
            result.append(ch)
        }
    }
    return result
}
func camelCase(_ s: String) -> String {
    let parts = s.split(separator: "_")
    guard let head = parts.first else { return "" }
    return String(head) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
for name in ["userName", "URLSession", "id", "backgroundColor", ""] {
    print("[\(snakeCase(name))]")
}
print(camelCase("user_first_name"))
print(camelCase("single"))
print(camelCase("__x"))
