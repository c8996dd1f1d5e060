// Three-level class hierarchy with deinit in each level and properties released after
final class Part {
    let n: String
    init(_ n: String) { self.n = n; print("  part \(n)") }
    deinit { print("  ~part \(n)") }
}

class Vehicle {
    let id: String
    let engine = Part("engine")
    init(id: String) { self.id = id; print("Vehicle.init \(id)") }
    func describe() -> String { "vehicle \(id)" }
    deinit { print("Vehicle.deinit \(describe())") }
}

class Car: Vehicle {
    var wheels: Part?
    override init(id: String) { wheels = Part("wheels-\(id)"); super.init(id: id); print("Car.init \(id)") }
    override func describe() -> String { "car \(id)" }
    deinit { print("Car.deinit \(id)"); wheels = nil; print("Car.deinit done") }
}

final class SportsCar: Car {
    var turbo: Part? = nil
    override func describe() -> String { "sports " + super.describe() }
    deinit { print("SportsCar.deinit turbo=\(turbo?.n ?? "none")"); turbo = nil; print("SportsCar.deinit done") }
}

func makeFleet() -> [Vehicle] {
    print("making fleet")
    let s = SportsCar(id: "s1")
    s.turbo = Part("turbo")
    return [Vehicle(id: "v1"), Car(id: "c1"), s]
}

var fleet = makeFleet()
for v in fleet { print(v.describe()) }
print("remove car")
fleet.remove(at: 1)
print("swap sports car turbo")
(fleet[1] as? SportsCar)?.turbo = Part("turbo2")
print("pop sports")
_ = fleet.popLast()
print("replace vehicle")
fleet[0] = Car(id: "c2")
print("clear")
fleet = []
print("end")
