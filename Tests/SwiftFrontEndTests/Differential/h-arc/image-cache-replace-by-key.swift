final class CachedImage {
    let key: String
    let version: Int
    init(key: String, version: Int) {
        self.key = key
        self.version = version
        print("  decode \(key) v\(version)")
    }
    deinit { print("  evict \(key) v\(version)") }
}

final class ImageCache {
    private var storage: [String: CachedImage] = [:]

    func store(_ image: CachedImage) {
        print("store \(image.key) v\(image.version)")
        storage[image.key] = image
    }

    func remove(_ key: String) {
        print("remove \(key)")
        storage[key] = nil
    }

    func removeMissing(_ key: String) {
        print("remove missing \(key)")
        let old = storage.removeValue(forKey: key)
        print("  had value: \(old != nil)")
    }

    func version(for key: String) -> Int? { storage[key]?.version }

    deinit { print("ImageCache deinit") }
}

func run() {
    let cache = ImageCache()
    cache.store(CachedImage(key: "avatar", version: 1))
    cache.store(CachedImage(key: "banner", version: 1))
    cache.store(CachedImage(key: "avatar", version: 2))
    print("avatar is v\(cache.version(for: "avatar") ?? -1)")
    cache.remove("banner")
    cache.removeMissing("banner")
    cache.store(CachedImage(key: "avatar", version: 3))
    cache.remove("avatar")
    print("avatar is \(cache.version(for: "avatar").map { "v\($0)" } ?? "gone")")
    print("end run")
}

run()
