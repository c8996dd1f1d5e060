final class ImageCache {
    static let shared = ImageCache()
    static var createdCount = 0
    private var storage: [String: String] = [:]
    private(set) var hits = 0, misses = 0

    private init() { ImageCache.createdCount += 1 }

    func image(named name: String, loader: (String) -> String) -> String {
        if let cached = storage[name] {
            hits += 1
            return cached
        }
        misses += 1
        let loaded = loader(name)
        storage[name] = loaded
        return loaded
    }
}

final class AvatarView {
    let userName: String
    lazy var initials: String = {
        print("  computing initials for \(userName)")
        return userName.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }()
    init(userName: String) { self.userName = userName }
}

print("created before use: \(ImageCache.createdCount)")
var loads: [String] = []
let loader: (String) -> String = { name in loads.append(name); return "<\(name).png>" }
for name in ["cat", "dog", "cat", "cat", "bird", "dog"] {
    _ = ImageCache.shared.image(named: name, loader: loader)
}
print(ImageCache.shared.hits, ImageCache.shared.misses, loads)
print("created: \(ImageCache.createdCount)")
let view = AvatarView(userName: "Taylor Alison Swift")
print("view made")
print(view.initials)
print(view.initials)
