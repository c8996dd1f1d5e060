// A lazy property that is never read never runs its initialiser;
// assigning it first also skips the initialiser.
class Cache {
    let name: String
    lazy var storage: [String: Int] = {
        print("\(name): building storage")
        return ["a": 1]
    }()
    init(name: String) { self.name = name }
}

let unused = Cache(name: "unused")
print("created \(unused.name)")
let assigned = Cache(name: "assigned")
assigned.storage = ["z": 26]
print(assigned.storage["z"] ?? 0)
let read = Cache(name: "read")
print(read.storage["a"] ?? 0)
read.storage["b"] = 2
print(read.storage.count)
