import Foundation

struct GridLayout {
    let containerWidth: Double
    let columns: Int
    let spacing: Double
    let inset: Double
    let aspectRatio: Double

    var itemWidth: Double {
        let available = containerWidth - 2 * inset - spacing * Double(columns - 1)
        return (available / Double(columns) * 2).rounded(.down) / 2
    }

    var itemHeight: Double { (itemWidth / aspectRatio).rounded() }

    func frame(at index: Int) -> (x: Double, y: Double, w: Double, h: Double) {
        let row = index / columns
        let col = index % columns
        let x = inset + Double(col) * (itemWidth + spacing)
        let y = inset + Double(row) * (itemHeight + spacing)
        return (x, y, itemWidth, itemHeight)
    }

    func contentHeight(itemCount: Int) -> Double {
        guard itemCount > 0 else { return 0 }
        let rows = (itemCount + columns - 1) / columns
        return 2 * inset + Double(rows) * itemHeight + Double(rows - 1) * spacing
    }
}

let layout = GridLayout(containerWidth: 375, columns: 3, spacing: 8, inset: 16, aspectRatio: 0.75)
print(layout.itemWidth, layout.itemHeight)
for i in [0, 1, 2, 3, 7] {
    print(i, layout.frame(at: i))
}
print(layout.contentHeight(itemCount: 8), layout.contentHeight(itemCount: 0))
let wide = GridLayout(containerWidth: 1024, columns: 5, spacing: 12, inset: 24, aspectRatio: 1)
print(wide.itemWidth, wide.contentHeight(itemCount: 11))
