// A throwing function called in a loop; each error is caught and the loop carries on.
struct InvalidRecord: Error {
    let index: Int
    let reason: String
}

func parse(_ line: String, index: Int) throws -> (String, Int) {
    let parts = line.split(separator: ",")
    guard parts.count == 2 else { throw InvalidRecord(index: index, reason: "expected 2 fields") }
    guard let qty = Int(parts[1]) else { throw InvalidRecord(index: index, reason: "bad quantity") }
    return (String(parts[0]), qty)
}

let lines = ["apples,3", "pears", "plums,x", "kiwis,7", ""]
var total = 0
var failures: [Int] = []
for (i, line) in lines.enumerated() {
    do {
        let (name, qty) = try parse(line, index: i)
        total += qty
        print("ok \(name) \(qty)")
    } catch let e as InvalidRecord {
        failures.append(e.index)
        print("skip \(e.index): \(e.reason)")
    } catch {
        print("unexpected")
    }
}
print("total \(total), failures \(failures)")
