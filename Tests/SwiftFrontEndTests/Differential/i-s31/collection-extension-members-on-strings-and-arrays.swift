extension Collection {
    func firstOne() -> Element { first! }
    var size: Int { count }
}
extension Sequence where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print([1].firstOne(), "a".firstOne(), "abc".size, [3, 4].total(), [1.5].firstOne())
extension BidirectionalCollection {
    var second: Element? { count > 1 ? self.dropFirst().first : nil }
    func secondOne() -> Element? { dropFirst().first }
}
print([7, 8].second as Any, [7].secondOne() as Any, "ab".second as Any, "ab".secondOne() as Any)
