struct Tag: Hashable {
    let name: String
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

let recentSearches = ["swift", "combine", "Swift", "uikit", "combine", "swiftui", "swift", "UIKit"]
print("raw:", recentSearches.count)
print("unique:", recentSearches.uniqued())
print("case-insensitive:", recentSearches.map { $0.lowercased() }.uniqued())

let tags = [Tag(name: "ios"), Tag(name: "mac"), Tag(name: "ios"), Tag(name: "tv")]
print("tags:", tags.uniqued().map(\.name))

let a: Set = ["ios", "mac", "watch"]
let b: Set = ["mac", "tv", "ios", "vision"]
print("both:", a.intersection(b).sorted())
print("either:", a.union(b).sorted())
print("only a:", a.subtracting(b).sorted(), "sym:", a.symmetricDifference(b).sorted())
print("subset?", Set(["ios"]).isSubset(of: a), a.isDisjoint(with: ["linux"]))
let positions = recentSearches.indices.filter { recentSearches[$0] == "swift" }
print("positions of swift:", positions)
