import Foundation

let widths: [CGFloat] = [1, 2, 3.5, 10]
print(widths.count)
var total: CGFloat = 0
for w in widths {
    total += w
}
print(total)
print(total / CGFloat(widths.count))
let doubled = widths.map { $0 * 2 }
print(doubled[0], doubled[1], doubled[2], doubled[3])
print(widths.max()!, widths.min()!)
let spacing: CGFloat = 8
print(total + spacing * CGFloat(widths.count - 1))
