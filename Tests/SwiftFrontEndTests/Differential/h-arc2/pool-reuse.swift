// Object pool: checked-out objects returned on handle deinit; pool drain
final class Connection {
    let id: Int
    var uses = 0
    init(id: Int) { self.id = id; print("conn \(id) open") }
    deinit { print("conn \(id) closed after \(uses) uses") }
}

final class Pool {
    private var idle: [Connection] = []
    private var created = 0
    let max: Int
    init(max: Int) { self.max = max }
    deinit { print("pool deinit, idle=\(idle.map { $0.id })") }
    func checkout() -> Lease? {
        if let c = idle.popLast() { print("reuse conn \(c.id)"); return Lease(c, pool: self) }
        guard created < max else { print("pool exhausted"); return nil }
        created += 1
        return Lease(Connection(id: created), pool: self)
    }
    func giveBack(_ c: Connection) { idle.append(c); print("conn \(c.id) back to pool") }
    func drain() {
        print("drain")
        while let c = idle.popLast() { print("  draining \(c.id)") }
    }
}

final class Lease {
    let conn: Connection
    weak var pool: Pool?
    init(_ c: Connection, pool: Pool) { conn = c; self.pool = pool; c.uses += 1 }
    deinit {
        if let p = pool { p.giveBack(conn) } else { print("lease for \(conn.id) ends without pool") }
    }
}

func runQuery(_ pool: Pool, _ q: String) {
    guard let lease = pool.checkout() else { print("skip \(q)"); return }
    print("run \(q) on \(lease.conn.id)")
}

var pool: Pool? = Pool(max: 2)
runQuery(pool!, "q1")
runQuery(pool!, "q2")
var l1 = pool!.checkout()
var l2 = pool!.checkout()
runQuery(pool!, "q3")
l1 = nil
runQuery(pool!, "q4")
pool!.drain()
pool = nil
print("pool gone")
l2 = nil
print("end")
