// Throwing methods on a model, plus a do block that stops at the first error.
enum InventoryError: Error {
    case unknownItem(String)
    case insufficient(item: String, available: Int)
}

final class Inventory {
    private var stock = ["bolt": 10, "nut": 4]

    func remove(_ qty: Int, of item: String) throws -> Int {
        guard let have = stock[item] else { throw InventoryError.unknownItem(item) }
        guard have >= qty else { throw InventoryError.insufficient(item: item, available: have) }
        stock[item] = have - qty
        return have - qty
    }

    func count(of item: String) -> Int { stock[item] ?? 0 }
}

let inventory = Inventory()
do {
    print(try inventory.remove(3, of: "bolt"))
    print(try inventory.remove(5, of: "nut"))
    print("not printed")
} catch InventoryError.insufficient(let item, let available) {
    print("only \(available) \(item)s left")
} catch {
    print(error)
}
print(inventory.count(of: "bolt"), inventory.count(of: "nut"))
do {
    _ = try inventory.remove(1, of: "washer")
} catch {
    print(error)
}
