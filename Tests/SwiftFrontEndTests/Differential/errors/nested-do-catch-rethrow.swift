// An inner catch handles some errors and rethrows others to the outer do.
enum DBError: Error {
    case locked
    case missingTable(String)
}

func query(_ table: String) throws -> Int {
    if table == "sessions" { throw DBError.locked }
    if table.hasPrefix("tmp") { throw DBError.missingTable(table) }
    return table.count
}

func safeQuery(_ table: String) throws -> Int {
    do {
        return try query(table)
    } catch DBError.locked {
        print("  \(table) locked, using cache")
        return 0
    } catch {
        print("  inner cannot handle \(error), rethrowing")
        throw error
    }
}

do {
    for table in ["users", "sessions", "tmp_1", "orders"] {
        print(table, try safeQuery(table))
    }
} catch DBError.missingTable(let name) {
    print("outer caught missing table \(name)")
}
print("done")
