import Foundation

// Which pages of a horizontal pager a visible rectangle touches, and the rectangles' own
// queries: intersects, contains, intersection, union, isEmpty, isNull.
func describe(_ r: CGRect) -> String {
    if r.isNull { return "null" }
    return "[\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height)]"
}

let pageWidth: CGFloat = 390
let pages = (0..<4).map { CGRect(x: CGFloat($0) * pageWidth, y: 0, width: pageWidth, height: 600) }
for offset in [0.0, 195.0, 390.0, 1000.0] {
    let visible = CGRect(x: CGFloat(offset), y: 0, width: pageWidth, height: 600)
    let touched = pages.indices.filter { pages[$0].intersects(visible) }
    let shown = pages.map { describe($0.intersection(visible)) }
    print(offset, touched, shown)
}

let a = CGRect(x: 0, y: 0, width: 10, height: 10)
let b = CGRect(x: 10, y: 0, width: 10, height: 10)
let c = CGRect(x: 5, y: 5, width: 10, height: 10)
let far = CGRect(x: 20, y: 20, width: 1, height: 1)
print(a.intersects(b), a.intersects(c), a.intersects(far))
print(describe(a.intersection(b)), describe(a.intersection(c)), describe(a.intersection(far)), a.intersection(far).isNull)
print(a.contains(CGPoint(x: 10, y: 10)), a.contains(CGPoint(x: 0, y: 0)), a.contains(CGPoint(x: 9.5, y: 5)))
print(a.contains(CGRect(x: 0, y: 0, width: 10, height: 10)), a.contains(c), a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)))
print(describe(a.union(c)), describe(a.union(far)), a.isEmpty, CGRect.zero.isEmpty, CGRect(x: 1, y: 1, width: 0, height: 5).isEmpty)
print(describe(CGRect.zero.union(a)), a.isNull, CGRect.null.isNull)
