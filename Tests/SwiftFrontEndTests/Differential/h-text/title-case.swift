let smallWords: Set<String> = ["a", "an", "the", "of", "and", "in", "on", "to"]

func titleCase(_ s: String) -> String {
    let parts = s.split(separator: " ", omittingEmptySubsequences: true)
    var result: [String] = []
    for (i, part) in parts.enumerated() {
        let lower = part.lowercased()
        if i > 0 && i < parts.count - 1 && smallWords.contains(lower) {
            result.append(lower)
        } else {
            result.append(lower.prefix(1).uppercased() + lower.dropFirst())
        }
    }
    return result.joined(separator: " ")
}

func slug(_ s: String) -> String {
    var out = ""
    var lastWasDash = true
    for ch in s.lowercased() {
        if ch.isLetter || ch.isNumber {
            out.append(ch)
            lastWasDash = false
        } else if !lastWasDash {
            out.append("-")
            lastWasDash = true
        }
    }
    if out.hasSuffix("-") { out.removeLast() }
    return out
}

let headlines = ["the lord OF the rings", "  war and   peace ", "a tale of two cities", "on", "Top 10 tips: Swift & you!"]
for h in headlines {
    let t = titleCase(h)
    print("\(t) -> \(slug(t))")
}
