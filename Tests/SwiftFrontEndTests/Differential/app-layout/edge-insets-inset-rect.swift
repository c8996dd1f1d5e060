import Foundation

struct Insets {
    var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    static func uniform(_ v: CGFloat) -> Insets { Insets(top: v, left: v, bottom: v, right: v) }
    var horizontal: CGFloat { left + right }
    var vertical: CGFloat { top + bottom }
}

struct Box {
    var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat

    func inset(by i: Insets) -> Box {
        Box(x: x + i.left, y: y + i.top,
            width: max(0, width - i.horizontal), height: max(0, height - i.vertical))
    }
    var area: CGFloat { width * height }
    var summary: String { "x=\(x) y=\(y) w=\(width) h=\(height)" }
}

let bounds = Box(x: 0, y: 0, width: 375, height: 812)
let safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
let content = bounds.inset(by: safeArea)
print("content:", content.summary)
let card = content.inset(by: .uniform(20))
print("card:", card.summary)
let label = card.inset(by: Insets(top: 12, left: 16, bottom: 12, right: 16))
print("label:", label.summary)
let tiny = Box(x: 5, y: 5, width: 10, height: 10).inset(by: .uniform(8))
print("tiny:", tiny.summary, "area", tiny.area)
print("ratio:", (label.area / bounds.area * 1000).rounded() / 1000)
print(Box(x: 1, y: 2, width: 3, height: 4).inset(by: .zero).summary)
