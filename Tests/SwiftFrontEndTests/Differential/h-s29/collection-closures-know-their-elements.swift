// A closure given to a collection's method knows its element's type: Optional's map on a
// `String?` element, literals as Doubles on a `[Double]`'s elements.
let names: [String?] = ["ada", nil, "grace"]
print(names.map { $0.map { $0.count } })
print(names.compactMap { $0.map { $0.uppercased() } })
let raw: [String?] = ["1", "two", nil]
print(raw.map { $0.flatMap(Int.init) })
let lengths: [Double] = [1.5, 2, 4]
print(lengths.map { $0 / 2 }, lengths.filter { $0 > 1 }, lengths.reduce(0) { $0 + $1 })
struct Style: Equatable {
    let name: String
    static let bold = Style(name: "bold")
    static let plain = Style(name: "plain")
}
let styles = [Style.plain, Style.bold]
print(styles.contains(.bold), styles.firstIndex(of: .bold) as Any, styles.contains(Style(name: "italic")))
var stack = [1, 2, 3, 4, 5, 6]
stack.removeLast(2)
stack.removeFirst(3)
print(stack)
