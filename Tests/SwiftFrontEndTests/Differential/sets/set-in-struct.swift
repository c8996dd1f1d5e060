// A Set property, filled from an array literal, gathered with reduce(into:).
struct Article {
    let title: String
    let tags: Set<String>
}
let articles = [
    Article(title: "One", tags: ["ios", "swift", "ios"]),
    Article(title: "Two", tags: ["swift", "server"]),
    Article(title: "Three", tags: []),
]
for article in articles {
    print(article.title, article.tags.count, article.tags.sorted())
}
let allTags = articles.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print(allTags.sorted())
print(articles.filter { $0.tags.contains("swift") }.map(\.title))
print(articles[2].tags.isEmpty, articles[0].tags.isSubset(of: allTags))
