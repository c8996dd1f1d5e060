import Foundation

let contentHeight: CGFloat = 2400
let viewportHeight: CGFloat = 800
let offsets: [CGFloat] = [-50, 0, 400, 800, 1600, 1700]
for offset in offsets {
    let maxOffset = contentHeight - viewportHeight
    let progress = max(0, min(1, offset / maxOffset))
    let page = Int(offset / viewportHeight)
    print(offset, progress, page)
}
let percent = Int((0.375 as CGFloat) * 100)
print("\(percent)%")
