// A Set keeps one of each element; membership, counts and sorting do not depend on its order.
var tags: Set<String> = ["ios", "swift", "ios", "uikit"]
print(tags.count, tags.contains("swift"), tags.contains("android"))
print(tags.sorted())
print(tags.isEmpty, Set<Int>().isEmpty)
let numbers = Set([3, 1, 3, 2, 1])
print(numbers.count, numbers.sorted(), numbers.min()!, numbers.max()!)
let letters = Set("hello")
print(letters.count, String(letters.sorted()))
let one: Set = [42]
print(one, [one])
print(Set<String>())
