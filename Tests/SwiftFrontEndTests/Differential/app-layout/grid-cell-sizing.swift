import Foundation

struct GridMetrics {
    let containerWidth: CGFloat
    let minimumItemWidth: CGFloat
    let spacing: CGFloat
    let sectionInset: CGFloat

    var available: CGFloat { containerWidth - sectionInset * 2 }

    var columns: Int {
        max(1, Int((available + spacing) / (minimumItemWidth + spacing)))
    }

    var itemWidth: CGFloat {
        let n = CGFloat(columns)
        return ((available - spacing * (n - 1)) / n).rounded(.down)
    }

    func rows(for itemCount: Int) -> Int { (itemCount + columns - 1) / columns }

    func contentHeight(items: Int, aspect: CGFloat) -> CGFloat {
        let r = CGFloat(rows(for: items))
        return sectionInset * 2 + r * (itemWidth * aspect).rounded() + max(0, r - 1) * spacing
    }
}

for width in [320.0, 375.0, 414.0, 768.0, 1024.0] as [CGFloat] {
    let m = GridMetrics(containerWidth: width, minimumItemWidth: 100, spacing: 10, sectionInset: 16)
    print("width \(width): \(m.columns) cols of \(m.itemWidth), 23 items -> \(m.rows(for: 23)) rows, height \(m.contentHeight(items: 23, aspect: 1.25))")
}
