import Foundation

// Splitting a container's width among equally sized children with spacing.
let containerWidth: CGFloat = 375
let spacing: CGFloat = 10
let columns = 3
let available = containerWidth - spacing * CGFloat(columns - 1)
let itemWidth = available / CGFloat(columns)
print(available)
print(itemWidth)
print(floor(itemWidth))
var x: CGFloat = 0
for index in 0..<columns {
    print("column \(index) x=\(x) width=\(itemWidth)")
    x += itemWidth + spacing
}
print(x - spacing)
