import Foundation

let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox, being quick, runs away. A lazy afternoon!
"""

let words = text
    .lowercased()
    .split(whereSeparator: { !$0.isLetter })
    .map(String.init)

var counts: [String: Int] = [:]
for word in words {
    counts[word, default: 0] += 1
}

let ranked = counts.sorted { lhs, rhs in
    lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
}
print("total words: \(words.count), distinct: \(counts.count)")
for (word, n) in ranked.prefix(5) {
    print(word.padding(toLength: 8, withPad: ".", startingAt: 0) + String(repeating: "#", count: n))
}
let longest = words.max { ($0.count, $1) < ($1.count, $0) }
print("longest: \(longest ?? "-")")
let singles = ranked.filter { $0.value == 1 }.map(\.key)
print(singles)
