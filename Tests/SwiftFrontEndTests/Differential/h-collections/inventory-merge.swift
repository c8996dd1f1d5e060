struct StockLine: Equatable {
    let sku: String
    var quantity: Int
}

func merge(_ a: [StockLine], _ b: [StockLine]) -> [StockLine] {
    var totals: [String: Int] = [:]
    var order: [String] = []
    for line in a + b {
        if totals[line.sku] == nil { order.append(line.sku) }
        totals[line.sku, default: 0] += line.quantity
    }
    return order.compactMap { sku in
        guard let q = totals[sku], q != 0 else { return nil }
        return StockLine(sku: sku, quantity: q)
    }
}

let warehouse = [StockLine(sku: "A1", quantity: 5), StockLine(sku: "B2", quantity: 2), StockLine(sku: "C3", quantity: 7)]
let shipment = [StockLine(sku: "B2", quantity: -2), StockLine(sku: "D4", quantity: 9), StockLine(sku: "A1", quantity: 1)]
let merged = merge(warehouse, shipment)
for line in merged { print(line.sku, line.quantity) }
print(merged.map(\.quantity).reduce(0, +))
print(merged.contains(StockLine(sku: "D4", quantity: 9)))
let lowStock = merged.filter { $0.quantity < 7 }
print(lowStock)
let bySku = merged.sorted { $0.quantity > $1.quantity }.map(\.sku)
print(bySku)
var copy = merged
copy[0].quantity = 0
print(merged[0].quantity, copy[0].quantity)
