struct FeedItem: CustomStringConvertible {
    let id: Int
    let author: String
    let text: String
    let likes: Int
    let minutesAgo: Int

    var timeLabel: String {
        if minutesAgo < 1 { return "now" }
        if minutesAgo < 60 { return "\(minutesAgo)m" }
        if minutesAgo < 60 * 24 { return "\(minutesAgo / 60)h" }
        return "\(minutesAgo / (60 * 24))d"
    }

    var preview: String {
        text.count > 20 ? String(text.prefix(20)) + "…" : text
    }

    var description: String { "#\(id) @\(author) [\(timeLabel)] \(preview) ♥\(likes)" }
}

let items = [
    FeedItem(id: 1, author: "kim", text: "Hello world", likes: 4, minutesAgo: 0),
    FeedItem(id: 2, author: "lee", text: "Shipping the new onboarding flow today", likes: 31, minutesAgo: 42),
    FeedItem(id: 3, author: "sam", text: "Coffee", likes: 2, minutesAgo: 185),
    FeedItem(id: 4, author: "ana", text: "Weekend hike photos are up on the blog", likes: 57, minutesAgo: 3000),
]
for item in items { print(item) }
let popular = items.filter { $0.likes > 10 }.map { $0.author }
print(popular)
let top = items.max { $0.likes < $1.likes }
print(top?.author ?? "none")
print(items.first(where: { $0.minutesAgo > 10_000 }) as Any)
