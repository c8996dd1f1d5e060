struct Tag: Hashable, Comparable, CustomStringConvertible {
    let name: String
    let weight: Int
    static func < (a: Tag, b: Tag) -> Bool { (a.weight, a.name) < (b.weight, b.name) }
    var description: String { "#\(name)" }
}

struct CaseInsensitiveID: Hashable {
    let raw: String
    static func == (a: Self, b: Self) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
}

let tags = [Tag(name: "swift", weight: 3), Tag(name: "ios", weight: 1), Tag(name: "swift", weight: 3), Tag(name: "ui", weight: 1)]
let unique = Set(tags)
print(unique.count, unique.sorted())
print(tags.sorted(by: >))
print(tags.min()!, tags.max()!)
print(tags.firstIndex(of: Tag(name: "ui", weight: 1)) as Any)

let ids = [CaseInsensitiveID(raw: "ABC"), CaseInsensitiveID(raw: "abc"), CaseInsensitiveID(raw: "Xyz")]
print(Set(ids).count, ids[0] == ids[1])
var seen: [CaseInsensitiveID: Int] = [:]
for id in ids { seen[id, default: 0] += 1 }
print(seen[CaseInsensitiveID(raw: "aBc")] ?? 0, seen[CaseInsensitiveID(raw: "xyz")] ?? 0, seen.count)
let onlyOne = [Tag(name: "solo", weight: 9): "value"]
print(onlyOne)
