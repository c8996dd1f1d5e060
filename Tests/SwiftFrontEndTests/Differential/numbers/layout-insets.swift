import Foundation

struct Insets {
    var top: CGFloat
    var left: CGFloat
    var bottom: CGFloat
    var right: CGFloat
}

let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
let insets = Insets(top: 20, left: 16, bottom: 34, right: 16)
let content = CGRect(x: bounds.minX + insets.left,
                     y: bounds.minY + insets.top,
                     width: bounds.width - insets.left - insets.right,
                     height: bounds.height - insets.top - insets.bottom)
print(content.origin.x, content.origin.y)
print(content.size.width, content.size.height)
print(content.maxX, content.maxY)
print(content.midX, content.midY)
let inset = bounds.insetBy(dx: 10, dy: 20)
print(inset.minX, inset.minY, inset.width, inset.height)
