protocol Entity {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

struct Article: Entity { let id: Int; var headline: String }
struct Tag: Entity { let id: String; var uses: Int }

final class Repository<T: Entity> {
    private var storage: [T.ID: T] = [:]

    func save(_ item: T) { storage[item.id] = item }
    func find(_ id: T.ID) -> T? { storage[id] }
    func delete(_ id: T.ID) -> Bool { storage.removeValue(forKey: id) != nil }
    var all: [T] { storage.values.sorted { $0.id < $1.id } }
    var count: Int { storage.count }
}

let articles = Repository<Article>()
articles.save(Article(id: 3, headline: "Swift 6 released"))
articles.save(Article(id: 1, headline: "Hello world"))
articles.save(Article(id: 2, headline: "Draft"))
articles.save(Article(id: 1, headline: "Hello, world!"))
print(articles.all.map(\.headline))
print("deleted draft:", articles.delete(2), "again:", articles.delete(2))
print("find 3:", articles.find(3)?.headline ?? "nil", "count:", articles.count)

let tags = Repository<Tag>()
for name in ["swift", "ios", "swift", "combine", "ios", "swift"] {
    let current = tags.find(name)?.uses ?? 0
    tags.save(Tag(id: name, uses: current + 1))
}
print(tags.all.map { "\($0.id)=\($0.uses)" }.joined(separator: " "))
func ids<R: Entity>(_ items: [R]) -> [R.ID] { items.map(\.id) }
print(ids(tags.all), ids(articles.all))
