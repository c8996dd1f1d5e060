// Dictionary(grouping:by:) groups words by their first letter.
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for letter in byLetter.keys.sorted() {
    print(letter, byLetter[letter]!)
}
let byLength = Dictionary(grouping: words) { $0.count }
for n in byLength.keys.sorted() {
    print(n, byLength[n]!.count)
}
let evens = Dictionary(grouping: 1...10, by: { $0 % 2 == 0 })
print(evens[true]!, evens[false]!)
