// Result values: switch over them, get(), map and the Result(catching:) initialiser.
enum LookupError: Error {
    case unknownUser(Int)
}

func findUser(_ id: Int) -> Result<String, LookupError> {
    let users = [1: "ann", 2: "bob"]
    if let name = users[id] {
        return .success(name)
    }
    return .failure(.unknownUser(id))
}

for id in [1, 3] {
    switch findUser(id) {
    case .success(let name): print("found \(name)")
    case .failure(let error): print("error: \(error)")
    }
}
let upper = findUser(2).map { $0.uppercased() }
print(upper)
print(findUser(9).map { $0.count })
do {
    let name = try findUser(1).get()
    print("got \(name)")
    _ = try findUser(5).get()
} catch {
    print("get threw \(error)")
}
let caught = Result { try findUser(7).get() }
if case .failure(let e) = caught { print("caught", e) }
