struct Insets { var top, left, bottom, right: Double }

struct Rect: CustomStringConvertible {
    var x, y, width, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

    func inset(by i: Insets) -> Rect {
        Rect(x: x + i.left, y: y + i.top,
             width: max(0, width - i.left - i.right),
             height: max(0, height - i.top - i.bottom))
    }

    func intersects(_ o: Rect) -> Bool {
        x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY
    }

    var description: String { "(\(x), \(y), \(width), \(height))" }
}

let screen = Rect(x: 0, y: 0, width: 390, height: 844)
let safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
let content = screen.inset(by: safeArea)
print(content, content.maxY)
let card = content.inset(by: Insets(top: 16, left: 20, bottom: 16, right: 20))
print(card, card.center)
let tiny = Rect(x: 10, y: 10, width: 30, height: 20).inset(by: Insets(top: 15, left: 20, bottom: 15, right: 20))
print(tiny)
let header = Rect(x: 0, y: 0, width: 390, height: 47)
print(header.intersects(content), header.intersects(screen), card.intersects(content))
print(screen.center.y - content.center.y)
