// A labelled subscript of an extension of Array or Collection, and bare member names inside
// extensions of standard types (they shadow globals of the same name).
let count = 99
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension Array {
    subscript(fromEnd offset: Int) -> Element { self[count - 1 - offset] }
    var middle: Element? { isEmpty ? nil : self[count / 2] }
    func summary() -> String { "\(count) items, first \(String(describing: first))" }
}
extension String {
    var shouted: String { uppercased() + "!" }
    var size: Int { count }
}
let xs = [10, 20, 30]
print(xs[safe: 1] as Any, xs[safe: 5] as Any, xs[fromEnd: 0], xs[fromEnd: 2])
print(xs.middle as Any, [Int]().middle as Any, xs.summary())
print("hey".shouted, "hey".size, count)
