func truncate(_ text: String, maxLength: Int, ellipsis: String = "…") -> String {
    guard text.count > maxLength else { return text }
    let keep = max(0, maxLength - ellipsis.count)
    return String(text.prefix(keep)) + ellipsis
}

func truncateMiddle(_ text: String, maxLength: Int) -> String {
    guard text.count > maxLength, maxLength > 3 else { return text }
    let head = (maxLength - 1) / 2
    let tail = maxLength - 1 - head
    return text.prefix(head) + "…" + text.suffix(tail)
}

func truncateWords(_ text: String, maxLength: Int) -> String {
    var result = ""
    for word in text.split(separator: " ") {
        let candidate = result.isEmpty ? String(word) : result + " " + word
        if candidate.count > maxLength - 1 { return result + "…" }
        result = candidate
    }
    return result
}

let samples = ["Short", "A notification preview that is far too long", "IMG_20240101_123456_final_v2.jpeg", "🎉🎉 party time 🎉🎉"]
for s in samples {
    print("[\(truncate(s, maxLength: 12))] [\(truncateMiddle(s, maxLength: 15))] [\(truncateWords(s, maxLength: 20))]")
}
print(truncate("abcdef", maxLength: 4, ellipsis: "..."), truncate("abc", maxLength: 3))
