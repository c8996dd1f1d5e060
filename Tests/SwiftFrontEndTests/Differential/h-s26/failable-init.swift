struct Temperature {
    let celsius: Double
    init?(celsius: Double) {
        guard celsius >= -273.15 else { return nil }
        self.celsius = celsius
    }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
}
print(Temperature(celsius: 20) as Any)
print(Temperature(celsius: -300) as Any)
print(Temperature(fahrenheit: 212).celsius)
class Account {
    let id: String
    init?(id: String) {
        if id.isEmpty { print("rejecting empty"); return nil }
        self.id = id
        print("created \(id)")
    }
}
let accounts = ["x1", "", "y2"].compactMap { Account(id: $0) }
print(accounts.map { $0.id })
enum Direction: String { case north = "N", south = "S" }
let dirs = ["N", "E", "S"].map { Direction(rawValue: $0) }
print(dirs)
if let d = Direction(rawValue: "S") { print("got", d) }
struct Email {
    let address: String
    init?(_ s: String) { guard s.contains("@") else { return nil }; address = s }
}
print(Email("a@b.c")?.address ?? "invalid", Email("nope")?.address ?? "invalid")
