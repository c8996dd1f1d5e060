struct StockItem {
    let id: Int
    let name: String
    var onHand: Int
    let reorderPoint: Int

    var needsReorder: Bool { onHand <= reorderPoint }
    var status: String {
        switch onHand {
        case 0: return "OUT"
        case 1...reorderPoint: return "LOW"
        default: return "OK"
        }
    }
}

struct Warehouse {
    var items: [Int: StockItem] = [:]

    mutating func receive(_ id: Int, _ count: Int) { items[id]?.onHand += count }

    mutating func ship(_ id: Int, _ count: Int) -> Int {
        guard var item = items[id] else { return 0 }
        let shipped = min(count, item.onHand)
        item.onHand -= shipped
        items[id] = item
        return shipped
    }

    func report() -> [String] {
        items.values.sorted { $0.id < $1.id }.map { "#\($0.id) \($0.name): \($0.onHand) \($0.status)" }
    }
}

var wh = Warehouse()
for item in [StockItem(id: 3, name: "Cable", onHand: 12, reorderPoint: 5),
             StockItem(id: 1, name: "Charger", onHand: 4, reorderPoint: 3),
             StockItem(id: 2, name: "Case", onHand: 0, reorderPoint: 2)] {
    wh.items[item.id] = item
}
print("shipped", wh.ship(3, 9), wh.ship(1, 10), wh.ship(99, 1))
wh.receive(2, 7)
wh.report().forEach { print($0) }
print("reorder ids:", wh.items.values.filter(\.needsReorder).map(\.id).sorted())
