import Foundation

struct Frame {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
}

struct Item {
    let name: String
    let height: Double
    let flexible: Bool
}

func layoutVertical(_ items: [Item], in bounds: Frame, spacing: Double, padding: Double) -> [(String, Frame)] {
    let fixed = items.filter { !$0.flexible }.map(\.height).reduce(0, +)
    let flexCount = items.filter(\.flexible).count
    let gaps = spacing * Double(max(0, items.count - 1))
    let leftover = max(0, bounds.height - padding * 2 - fixed - gaps)
    let flexHeight = flexCount > 0 ? (leftover / Double(flexCount)).rounded(.down) : 0
    var y = bounds.y + padding
    var result: [(String, Frame)] = []
    for item in items {
        let h = item.flexible ? flexHeight : item.height
        result.append((item.name, Frame(x: bounds.x + padding, y: y, width: bounds.width - padding * 2, height: h)))
        y += h + spacing
    }
    return result
}

let items = [Item(name: "header", height: 60, flexible: false),
             Item(name: "list", height: 0, flexible: true),
             Item(name: "banner", height: 0, flexible: true),
             Item(name: "toolbar", height: 49, flexible: false)]
for bounds in [Frame(x: 0, y: 0, width: 390, height: 844), Frame(x: 10, y: 20, width: 300, height: 200)] {
    print("bounds h=\(bounds.height)")
    for (name, f) in layoutVertical(items, in: bounds, spacing: 8, padding: 12) {
        print("  \(name): y=\(f.y) h=\(f.height) w=\(f.width)")
    }
}
