struct ReceiptBuilder {
    private var lines: [String] = []
    let width: Int

    init(width: Int) { self.width = width }

    mutating func centered(_ text: String) {
        let pad = max(0, (width - text.count) / 2)
        lines.append(String(repeating: " ", count: pad) + text)
    }

    mutating func item(_ name: String, cents: Int) {
        let price = "\(cents / 100)." + String(cents % 100 + 100).dropFirst()
        let dots = max(1, width - name.count - price.count)
        lines.append(name + String(repeating: ".", count: dots) + price)
    }

    mutating func rule(_ ch: Character = "-") {
        lines.append(String(repeating: ch, count: width))
    }

    func build() -> String { lines.joined(separator: "\n") }
}

var r = ReceiptBuilder(width: 28)
r.centered("CORNER CAFÉ")
r.centered("Order #0042")
r.rule()
let items = [("Flat white", 450), ("Croissant", 325), ("Water", 100), ("Avocado toast", 1105)]
for (name, cents) in items { r.item(name, cents: cents) }
r.rule("=")
let total = items.map { $0.1 }.reduce(0, +)
r.item("TOTAL", cents: total)
r.item("Tip 10%", cents: total / 10)
print(r.build())
