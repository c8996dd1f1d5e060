import Foundation

struct Frame {
    var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
    var maxX: CGFloat { x + width }
    var text: String { "(\(x), \(y), \(width), \(height))" }
}

func columns(in container: Frame, count: Int, spacing: CGFloat) -> [Frame] {
    let totalSpacing = spacing * CGFloat(count - 1)
    let columnWidth = ((container.width - totalSpacing) / CGFloat(count)).rounded(.down)
    var frames: [Frame] = []
    var cursor = container.x
    for i in 0..<count {
        var w = columnWidth
        if i == count - 1 { w = container.maxX - cursor }
        frames.append(Frame(x: cursor, y: container.y, width: w, height: container.height))
        cursor += w + spacing
    }
    return frames
}

let screen = Frame(x: 16, y: 100, width: 343, height: 44)
for count in [1, 2, 3, 4] {
    let cols = columns(in: screen, count: count, spacing: 8)
    print("\(count) columns:")
    for c in cols { print("  " + c.text) }
}
