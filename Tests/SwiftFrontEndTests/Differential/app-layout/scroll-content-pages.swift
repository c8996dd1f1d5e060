import Foundation

struct Viewport {
    var offsetX: Double
    var width: Double
    var contentWidth: Double

    var pageCount: Int { Int((contentWidth / width).rounded(.up)) }
    var currentPage: Int { min(pageCount - 1, max(0, Int((offsetX / width).rounded()))) }
    var maxOffset: Double { max(0, contentWidth - width) }

    func snapped(velocity: Double) -> Double {
        var target = Double(currentPage)
        if velocity > 0.5 { target = (offsetX / width).rounded(.down) + 1 }
        if velocity < -0.5 { target = (offsetX / width).rounded(.down) }
        return min(maxOffset, max(0, target * width))
    }
}

var vp = Viewport(offsetX: 0, width: 390, contentWidth: 1500)
print("pages:", vp.pageCount, "max offset:", vp.maxOffset)
let drags: [(Double, Double)] = [(120, 0), (210, 0), (420, 0.9), (800, -1.2), (1100, 2.0), (-30, -3)]
for (offset, velocity) in drags {
    vp.offsetX = offset
    let snap = vp.snapped(velocity: velocity)
    print("offset \(offset) v \(velocity): page \(vp.currentPage) -> snap \(snap)")
}
let fraction = (vp.maxOffset / vp.contentWidth * 100).rounded() / 100
print("scrollable fraction:", fraction)
