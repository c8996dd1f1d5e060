// Deduplicating with a Set, keeping the order of first appearance.
let visits = ["home", "about", "home", "blog", "about", "contact", "home"]
let unique = Set(visits)
print(unique.count, visits.count)
print(unique.contains("blog"), unique.contains("shop"))
var seen: Set<String> = []
var ordered: [String] = []
for page in visits where !seen.contains(page) {
    seen.insert(page)
    ordered.append(page)
}
print(ordered)
let numbers: Set = [3, 1, 3, 2, 1]
print(numbers.sorted(), numbers.count)
print(numbers.sorted(by: >).first!)
let one: Set = [42]
print(one)
