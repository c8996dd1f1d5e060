let smallWords: Set<String> = ["a", "an", "the", "of", "in", "and", "or", "to"]

func titleCase(_ s: String) -> String {
    let words = s.lowercased().split(separator: " ")
    return words.enumerated().map { i, w in
        let word = String(w)
        if i > 0 && i < words.count - 1 && smallWords.contains(word) { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
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

let headlines = ["the lord OF the rings", "  a tale of two   cities ", "SWIFT 6: what's new in the language?", "of mice and men"]
for h in headlines {
    print("\(titleCase(h)) | \(slug(h))")
}
print(titleCase("x"), "|", slug("---"), "|", slug("Café Crème & Co."))
