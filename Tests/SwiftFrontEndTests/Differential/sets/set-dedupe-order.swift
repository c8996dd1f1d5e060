// Keeping the first of each element in an array's order, with a Set of what was seen.
func uniqued(_ items: [Int]) -> [Int] {
    var seen = Set<Int>()
    return items.filter { seen.insert($0).inserted }
}
print(uniqued([3, 1, 3, 2, 1, 4]))
var words = Set<String>()
print(["b", "a", "b"].filter { words.insert($0).inserted })
struct Tag: Hashable {
    let name: String
}
let tags: Set<Tag> = [Tag(name: "x"), Tag(name: "x")]
print(tags.count, tags.contains(Tag(name: "x")))
let lengths = Set(["aa", "b", "cc"].map { $0.count })
print(lengths.sorted(), lengths.filter { $0 > 1 }.count)
print(Set([1, 2, 3]).contains { $0 > 2 }, Set([5]).map { $0 * 2 })
