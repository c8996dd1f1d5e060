let paragraph = """
the cat sat on the mat
The dog sat on the log
"""
let words = paragraph.lowercased().split { $0 == " " || $0 == "\n" }.map(String.init)
print(words.count)
let frequency = Dictionary(grouping: words, by: { $0 }).mapValues { $0.count }
let ranked = frequency.sorted { a, b in
    a.value == b.value ? a.key < b.key : a.value > b.value
}
for (word, n) in ranked.prefix(4) {
    print("\(word): \(n)")
}
print(frequency.keys.sorted().joined(separator: ","))
print(frequency["the"] ?? 0, frequency["bird"] ?? 0)
