// reduce(into:) builds up a dictionary and an array.
let letters = ["a", "b", "a", "c", "b", "a"]
let counts = letters.reduce(into: [String: Int]()) { acc, l in
    acc[l, default: 0] += 1
}
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}
let running = [1, 2, 3, 4].reduce(into: [Int]()) { acc, x in
    acc.append((acc.last ?? 0) + x)
}
print(running)
let sentence = ["one", "two", "three"].reduce("") { $0.isEmpty ? $1 : $0 + " " + $1 }
print(sentence)
