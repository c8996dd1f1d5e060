// Extensions of the standard types: computed properties, methods (implicit self), statics,
// mutating methods, and a constrained Array extension.
extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ body: () -> Void) { for _ in 0..<self { body() } }
    mutating func square() { self = self * self }
    static let dozen = 12
}
extension String {
    func shout() -> String { uppercased() + "!" }
    var initial: String { String(prefix(1)) }
}
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
extension Double {
    var half: Double { self / 2 }
}
extension Bool {
    var word: String { self ? "yes" : "no" }
}
print(4.isEven, 3.isEven, Int.dozen, [1, 2, 3].filter { $0.isEven })
3.times { print("hi") }
var n = 7
n.square()
print(n, "hey".shout(), "swift".initial, [1, 2, 3].total, 5.0.half, true.word)
