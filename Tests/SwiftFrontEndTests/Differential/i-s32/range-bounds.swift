let visible = 3...7
let page = 20..<30
print(visible.lowerBound, visible.upperBound, page.lowerBound, page.upperBound)
func width(of range: ClosedRange<Int>) -> Int { range.upperBound - range.lowerBound + 1 }
func pages(_ range: Range<Int>, size: Int) -> Int { (range.upperBound - range.lowerBound + size - 1) / size }
print(width(of: visible), width(of: 1...1), pages(page, size: 3))
func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int { min(max(value, range.lowerBound), range.upperBound) }
print([-4, 5, 12].map { clamp($0, to: visible) })
print(visible, page)
