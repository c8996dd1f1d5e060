struct Article {
    let title: String
    let tags: Set<String>
}

let articles = [
    Article(title: "Intro to Swift", tags: ["swift", "beginner", "ios"]),
    Article(title: "Advanced Generics", tags: ["swift", "generics", "advanced"]),
    Article(title: "Layout Tricks", tags: ["ios", "layout", "advanced"]),
    Article(title: "Cooking Pasta", tags: ["food"]),
]

let allTags = articles.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print(allTags.sorted())
let common = articles[0].tags.intersection(articles[1].tags)
print(common.sorted())
let onlyFirst = articles[0].tags.subtracting(articles[2].tags)
print(onlyFirst.sorted())
let symmetric = articles[1].tags.symmetricDifference(articles[2].tags)
print(symmetric.sorted())

func related(to article: Article) -> [String] {
    let scored: [(title: String, shared: Int)] = articles
        .filter { $0.title != article.title }
        .map { (title: $0.title, shared: $0.tags.intersection(article.tags).count) }
    let ranked = scored
        .filter { $0.shared > 0 }
        .sorted { $0.shared != $1.shared ? $0.shared > $1.shared : $0.title < $1.title }
    return ranked.map { "\($0.title) (\($0.shared))" }
}
for article in articles {
    print("\(article.title): \(related(to: article))")
}
print(articles[3].tags.isDisjoint(with: allTags.subtracting(["food"])), Set([1, 2]).isSubset(of: [1, 2, 3]))
