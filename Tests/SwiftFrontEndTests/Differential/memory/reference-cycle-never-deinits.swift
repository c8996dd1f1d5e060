// Two objects holding strong references to each other are never released.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}

class Apartment {
    let unit: String
    var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) deinit") }
}

var alice: Person? = Person(name: "Alice")
var unit4A: Apartment? = Apartment(unit: "4A")
alice!.apartment = unit4A
unit4A!.tenant = alice
alice = nil
unit4A = nil
print("cycle leaked")

var bob: Person? = Person(name: "Bob")
var unit5B: Apartment? = Apartment(unit: "5B")
bob!.apartment = unit5B
unit5B!.tenant = bob
unit5B!.tenant = nil
bob = nil
print("bob released")
unit5B = nil
print("end")
