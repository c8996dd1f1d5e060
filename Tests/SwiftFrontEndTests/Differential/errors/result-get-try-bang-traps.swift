// try! on Result.get() traps when the result is a failure.
enum FetchError: Error {
    case notCached(key: String)
}

struct ImageStore {
    var cache: [String: Int] = ["avatar": 120, "banner": 800]
    func size(of key: String) -> Result<Int, FetchError> {
        if let size = cache[key] { return .success(size) }
        return .failure(.notCached(key: key))
    }
}

let store = ImageStore()
let avatar = try! store.size(of: "avatar").get()
print("avatar", avatar)
let total = ["avatar", "banner"].map { try! store.size(of: $0).get() }.reduce(0, +)
print("total", total)
print("loading thumbnail")
let thumb = try! store.size(of: "thumbnail").get()
print("thumbnail", thumb)
