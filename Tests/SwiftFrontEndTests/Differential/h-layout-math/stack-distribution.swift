import Foundation

enum Distribution { case fill, equalSpacing, equalCentering }

func layoutHorizontal(widths: [Double], container: Double, spacing: Double, distribution: Distribution) -> [Double] {
    let content = widths.reduce(0, +)
    let n = Double(widths.count)
    switch distribution {
    case .fill:
        var xs: [Double] = []
        var x = 0.0
        let extra = (container - content - spacing * (n - 1)) / n
        for w in widths {
            xs.append(x)
            x += w + extra + spacing
        }
        return xs
    case .equalSpacing:
        let gap = max(spacing, (container - content) / (n - 1))
        var x = 0.0
        return widths.map { w in defer { x += w + gap }; return x }
    case .equalCentering:
        let first = widths.first!, last = widths.last!
        let step = (container - first / 2 - last / 2) / (n - 1)
        return widths.enumerated().map { i, w in first / 2 + step * Double(i) - w / 2 }
    }
}

let widths = [40.0, 80.0, 60.0]
for d in [Distribution.fill, .equalSpacing, .equalCentering] {
    let xs = layoutHorizontal(widths: widths, container: 320, spacing: 10, distribution: d)
    let rounded = xs.map { ($0 * 100).rounded() / 100 }
    print(d, rounded)
}
let tight = layoutHorizontal(widths: widths, container: 150, spacing: 10, distribution: .equalSpacing)
print(tight, tight.last! + widths.last!)
