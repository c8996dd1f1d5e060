class Vehicle {
    var wheels: Int
    var name: String { "vehicle" }
    init(wheels: Int) { self.wheels = wheels; print("Vehicle init \(wheels)") }
    func describe() -> String { "\(name) with \(wheels) wheels" }
    func honk() { print("generic honk") }
}
class Car: Vehicle {
    var brand: String
    override var name: String { "car (\(brand))" }
    init(brand: String) {
        self.brand = brand
        super.init(wheels: 4)
        print("Car init \(brand)")
    }
    override func honk() { super.honk(); print("beep beep") }
}
final class SportsCar: Car {
    override func describe() -> String { "fast " + super.describe() }
}
let vs: [Vehicle] = [Vehicle(wheels: 2), Car(brand: "VW"), SportsCar(brand: "Audi")]
for v in vs {
    print(v.describe())
    v.honk()
}
print(vs.map { $0 is Car }, vs.compactMap { $0 as? SportsCar }.count)
print(vs[1])
print(type(of: vs[2]))
