// Dictionary(uniqueKeysWithValues:) traps on a duplicate key.
let rows = [("id1", "Ann"), ("id2", "Bo"), ("id1", "Cy")]
print("rows:", rows.count)
let keys = rows.map { $0.0 }
print(keys)
let safe = Dictionary(rows, uniquingKeysWith: { first, _ in first })
print(safe.count, safe["id1"]!)
let table = Dictionary(uniqueKeysWithValues: rows)
print(table.count)
