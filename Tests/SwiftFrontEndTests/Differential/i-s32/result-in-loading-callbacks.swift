enum LoadError: Error { case offline, notFound(String) }
func load(_ id: Int) -> Result<String, LoadError> {
    if id < 0 { return .failure(.offline) }
    if id > 10 { return .failure(.notFound("item \(id)")) }
    return .success("item-\(id)")
}
for id in [3, -1, 42] {
    switch load(id) {
    case .success(let name): print("loaded", name)
    case .failure(.offline): print("offline")
    case .failure(let error): print("failed:", error)
    }
}
let names = [1, 2, 50].map { load($0) }
print(names.count)
print(load(2))
print(load(-5))
let upper = load(4).map { $0.uppercased() }
if case .success(let text) = upper { print(text) }
do {
    let value = try load(7).get()
    print(value)
    _ = try load(99).get()
} catch {
    print("caught", error)
}
print((try? load(1).get()) as Any, (try? load(-1).get()) as Any)
let lengths = load(5).map(\.count)
print(lengths)
var completions: [(Result<Int, LoadError>) -> Void] = []
completions.append { result in
    switch result {
    case .success(let n): print("got", n)
    case .failure(let e): print("error", e)
    }
}
completions.forEach { $0(.success(3)) }
completions.forEach { $0(.failure(.offline)) }
let r: Result<Int, LoadError> = .success(10)
if case .success(let v) = r, v > 5 { print("big", v) }
