protocol Describable {
    var name: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "I am \(name)" }
    func shout() -> String { describe().uppercased() + "!" }
}
struct Dog: Describable { let name: String }
struct Cat: Describable {
    let name: String
    func describe() -> String { "Cat named \(name)" }
}
let things: [Describable] = [Dog(name: "Rex"), Cat(name: "Tom")]
for t in things { print(t.describe(), "|", t.shout()) }
protocol Counter { var count: Int { get set } }
extension Counter {
    mutating func increment(by n: Int = 1) { count += n }
}
struct Clicks: Counter { var count = 0 }
var c = Clicks()
c.increment()
c.increment(by: 5)
print(c.count, c)
extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
print(4.isEven, 7.isEven)
3.times { print("hi") }
