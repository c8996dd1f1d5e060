let text = "mississippi river"
var counts: [Character: Int] = [:]
for ch in text where ch != " " {
    counts[ch, default: 0] += 1
}
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}
let mostCommon = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first!
print("most common:", mostCommon.key, mostCommon.value)
print(Set(text).count)
print(String(Set(text.filter { $0 != " " }).sorted()))
