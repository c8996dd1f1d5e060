// Struct mutating methods vs class methods, called through closures.
struct Cart {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
    func summary() -> String { "\(items.count) items: \(items.joined(separator: ", "))" }
}
var cart = Cart()
cart.add("apple")
cart.add("bread")
print(cart.summary())
let snapshot = cart
cart.add("milk")
print(snapshot.summary())
print(cart.summary())
final class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
}
let logger = Logger()
let logFn = logger.log
logFn("one")
["two", "three"].forEach(logger.log)
print(logger.lines)
