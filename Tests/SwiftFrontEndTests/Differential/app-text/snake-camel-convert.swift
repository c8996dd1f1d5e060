func camelToSnake(_ s: String) -> String {
    var result = ""
    for (i, ch) in s.enumerated() {
        if ch.isUppercase {
            if i > 0 { result += "_" }
            result += ch.lowercased()
        } else {
            result.append(ch)
        }
    }
    return result
}

func snakeToCamel(_ s: String, upperFirst: Bool = false) -> String {
    let parts = s.split(separator: "_", omittingEmptySubsequences: true)
    return parts.enumerated().map { i, part in
        (i == 0 && !upperFirst) ? part.lowercased() : part.prefix(1).uppercased() + part.dropFirst().lowercased()
    }.joined()
}

let keys = ["userName", "createdAt", "isHTTPEnabled", "id", "profileImageURL"]
for k in keys {
    let snake = camelToSnake(k)
    print("\(k) -> \(snake) -> \(snakeToCamel(snake))")
}
for s in ["first_name", "__private_value", "ALL_CAPS_KEY", "single"] {
    print("\(s) -> \(snakeToCamel(s)) / \(snakeToCamel(s, upperFirst: true))")
}
