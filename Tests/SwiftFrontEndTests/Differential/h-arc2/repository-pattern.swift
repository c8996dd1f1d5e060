// Repository with identity map (weak values) so entities are shared but not retained
final class Entity {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name; print("load entity \(id)") }
    deinit { print("unload entity \(id) (\(name))") }
}

final class WeakRef { weak var e: Entity?; init(_ e: Entity) { self.e = e } }

final class Repository {
    private var identityMap: [Int: WeakRef] = [:]
    private let db: [Int: String] = [1: "one", 2: "two", 3: "three"]
    var loads = 0
    func find(_ id: Int) -> Entity? {
        if let e = identityMap[id]?.e { print("hit \(id)"); return e }
        guard let n = db[id] else { print("not found \(id)"); return nil }
        loads += 1
        let e = Entity(id: id, name: n)
        identityMap[id] = WeakRef(e)
        return e
    }
    var liveIds: [Int] { identityMap.keys.sorted().filter { identityMap[$0]?.e != nil } }
}

final class DetailPresenter {
    let entity: Entity
    init(_ e: Entity) { entity = e; print("presenter for \(e.id)") }
    deinit { print("presenter for \(entity.id) gone") }
}

let repo = Repository()
var p1: DetailPresenter? = DetailPresenter(repo.find(1)!)
var p2: DetailPresenter? = DetailPresenter(repo.find(1)!)
print("same entity:", p1!.entity === p2!.entity)
p2!.entity.name = "uno"
print("p1 sees:", p1!.entity.name)
if let tmp = repo.find(2) { print("peek \(tmp.name)") }
print("after peek, live:", repo.liveIds)
_ = repo.find(4)
p1 = nil
print("live:", repo.liveIds)
p2 = nil
print("live:", repo.liveIds)
var again = repo.find(1)
print("reloaded name:", again?.name ?? "-", "loads:", repo.loads)
again = nil
print("end")
