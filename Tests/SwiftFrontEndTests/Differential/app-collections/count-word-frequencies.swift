let reviews = [
    "great app great support",
    "crashes on launch",
    "great design but crashes",
    "support was slow",
    "love the design",
]

var frequency: [String: Int] = [:]
for review in reviews {
    for word in review.split(separator: " ") {
        frequency[String(word), default: 0] += 1
    }
}

let ordered = frequency.sorted { lhs, rhs in
    lhs.value == rhs.value ? lhs.key < rhs.key : lhs.value > rhs.value
}
for (word, count) in ordered.prefix(5) {
    print("\(word): \(String(repeating: "#", count: count)) \(count)")
}
let singles = frequency.filter { $0.value == 1 }.keys.sorted()
print("seen once (\(singles.count)):", singles.joined(separator: " "))
let longest = frequency.keys.max { a, b in a.count == b.count ? a > b : a.count < b.count }!
print("longest word:", longest)
let mentions = reviews.map { $0.contains("crash") }
print("crash mentions per review:", mentions.map { $0 ? 1 : 0 })
