// A subclass inherits or overrides description.
class Vehicle: CustomStringConvertible {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    var description: String { "Vehicle with \(wheels) wheels" }
}
class Bike: Vehicle {
    init() { super.init(wheels: 2) }
}
class Car: Vehicle {
    let brand: String
    init(brand: String) { self.brand = brand; super.init(wheels: 4) }
    override var description: String { "\(brand) car" }
}
let fleet: [Vehicle] = [Vehicle(wheels: 3), Bike(), Car(brand: "Volvo")]
for v in fleet { print(v) }
print(fleet)
print(type(of: fleet[1]), type(of: fleet[2]))
