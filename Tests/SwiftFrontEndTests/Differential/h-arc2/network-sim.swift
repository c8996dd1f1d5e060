// Network request simulation: pending completions held by a client, delivered later
final class Request {
    let id: Int
    let path: String
    init(id: Int, path: String) { self.id = id; self.path = path; print("req#\(id) \(path) created") }
    deinit { print("req#\(id) deinit") }
}

final class HTTPClient {
    private var pending: [(Request, (Result<String, Error>) -> Void)] = []
    private var nextId = 1
    deinit { print("client deinit, \(pending.count) pending") }
    func get(_ path: String, completion: @escaping (Result<String, Error>) -> Void) {
        let r = Request(id: nextId, path: path); nextId += 1
        pending.append((r, completion))
    }
    func flush() {
        print("flushing \(pending.count)")
        while !pending.isEmpty {
            let (req, done) = pending.removeFirst()
            if req.path.hasPrefix("/bad") { done(.failure(NetError.notFound(req.path))) }
            else { done(.success("body of \(req.path)")) }
        }
        print("flush done")
    }
}

enum NetError: Error { case notFound(String) }

final class FeedController {
    let client: HTTPClient
    var items: [String] = []
    init(client: HTTPClient) { self.client = client; print("FeedController init") }
    deinit { print("FeedController deinit items=\(items)") }
    func load() {
        client.get("/feed") { [weak self] result in
            guard let self else { print("feed result dropped, controller gone"); return }
            switch result {
            case .success(let s): self.items.append(s)
            case .failure(let e): print("error", e)
            }
        }
        client.get("/bad/avatar") { [weak self] result in
            if case .failure(let e) = result { print("avatar failed: \(e), self? \(self != nil)") }
        }
    }
}

let client = HTTPClient()
var feed: FeedController? = FeedController(client: client)
feed!.load()
client.flush()
print("items:", feed!.items)
feed!.load()
feed = nil
print("controller released before flush")
client.flush()
var c2: HTTPClient? = HTTPClient()
c2!.get("/never") { _ in print("never called") }
c2 = nil
print("end")
