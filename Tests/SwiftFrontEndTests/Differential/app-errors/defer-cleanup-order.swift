enum SyncError: Error { case conflict(id: Int) }

var log: [String] = []

func sync(records: [Int]) throws -> Int {
    log.append("open session")
    defer { log.append("close session") }
    var synced = 0
    for id in records {
        log.append("begin \(id)")
        defer { log.append("end \(id)") }
        if id % 7 == 0 { throw SyncError.conflict(id: id) }
        synced += 1
    }
    return synced
}

for batch in [[1, 2, 3], [5, 14, 6], []] {
    log.removeAll()
    do {
        let n = try sync(records: batch)
        print("synced \(n)")
    } catch SyncError.conflict(let id) {
        print("conflict on \(id)")
    } catch {
        print("other")
    }
    print("  log: " + log.joined(separator: ", "))
}
