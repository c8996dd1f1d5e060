func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean = { (s: String) in s.lowercased().filter { $0.isLetter }.sorted() }
    return clean(a) == clean(b)
}
print(Array("swift"))
print("swift".sorted())
print(String("swift".sorted()))
print(String("swift".sorted(by: >)))
print(isAnagram("Listen", "Silent"))
print(isAnagram("Dormitory", "dirty room"))
print(isAnagram("abc", "abd"))
let words = ["tea", "eat", "ate", "tan", "nat", "bat"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
for key in groups.keys.sorted() {
    print(key, groups[key]!)
}
