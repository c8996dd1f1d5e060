import Foundation

struct Pager {
    let pageWidth: Double
    let pageCount: Int

    var maxOffset: Double { pageWidth * Double(pageCount - 1) }

    func clamp(_ offset: Double) -> Double { min(max(0, offset), maxOffset) }

    func page(for offset: Double) -> Int {
        Int((clamp(offset) / pageWidth).rounded())
    }

    func targetOffset(from offset: Double, velocity: Double) -> Double {
        var page = Double(self.page(for: offset))
        if velocity > 0.5 { page = (offset / pageWidth).rounded(.down) + 1 }
        if velocity < -0.5 { page = (offset / pageWidth).rounded(.up) - 1 }
        return clamp(page * pageWidth)
    }

    func rubberBand(_ offset: Double) -> Double {
        if offset < 0 { return -(1 - 1 / (-offset * 0.55 / pageWidth + 1)) * pageWidth }
        if offset > maxOffset {
            let over = offset - maxOffset
            return maxOffset + (1 - 1 / (over * 0.55 / pageWidth + 1)) * pageWidth
        }
        return offset
    }
}

let pager = Pager(pageWidth: 320, pageCount: 4)
for offset in [-50.0, 0, 150, 161, 700, 2000] {
    print(offset, pager.page(for: offset), pager.clamp(offset))
}
for (offset, velocity) in [(100.0, 0.0), (100.0, 1.2), (500.0, -2.0), (950.0, 3.0), (20.0, -1.0)] {
    print("from \(offset) v=\(velocity) -> \(pager.targetOffset(from: offset, velocity: velocity))")
}
for offset in [-100.0, 500, 1060] {
    print((pager.rubberBand(offset) * 100).rounded() / 100)
}
