import Foundation

// An NSObject subclass prints through its own description, in collections too (NSObject's
// debugDescription is its description).
class Badge: NSObject {
    let count: Int
    init(count: Int) { self.count = count }
    override var description: String { "Badge(\(count))" }
}

class Titled: NSObject {
    override var description: String { "titled" }
    override var debugDescription: String { "debug titled" }
}

let badges = [Badge(count: 1), Badge(count: 2)]
print(badges[0])
print(badges)
print("\(badges[1]) and \(Titled())")
print(String(describing: badges[0]), String(reflecting: Titled()), [Titled()])
debugPrint(badges[1])
