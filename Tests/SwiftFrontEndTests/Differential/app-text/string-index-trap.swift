func maskCard(_ number: String) -> String {
    let digits = number.filter(\.isNumber)
    let last4 = digits.suffix(4)
    return String(repeating: "•", count: max(0, digits.count - 4)) + last4
}

func groupDigits(_ s: String, size: Int) -> String {
    var groups: [String] = []
    var current = ""
    for ch in s {
        current.append(ch)
        if current.count == size {
            groups.append(current)
            current = ""
        }
    }
    if !current.isEmpty { groups.append(current) }
    return groups.joined(separator: " ")
}

func checkDigit(_ s: String) -> Character {
    let chars = Array(s)
    return chars[15]
}

let cards = ["4111 1111 1111 1234", "5500-0000-0000-0004", "3782 822463 10005"]
for card in cards {
    let masked = maskCard(card)
    print(groupDigits(masked, size: 4), "check:", checkDigit(card.filter(\.isNumber)))
}
