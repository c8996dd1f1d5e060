// Counting words in a text and printing the top ones.
let text = "the cat and the dog and the bird saw the cat"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
let ranked = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, n) in ranked.prefix(3) {
    print("\(word): \(n)")
}
print("distinct:", counts.count)
print("once:", counts.filter { $0.value == 1 }.keys.sorted())
