// CustomStringConvertible on a class and an enum.
class User: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "User<\(name)>" }
}
enum Level: Int, CustomStringConvertible {
    case low = 1, high
    var description: String { self == .low ? "LOW" : "HIGH" }
}
let u = User(name: "kim")
print(u)
print([u])
print(Level.low, Level.high.rawValue)
print("level \(Level.high)")
print([Level.low: u])
let x: Level? = .low
print(x as Any)
debugPrint(Level.high)
