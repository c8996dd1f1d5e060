// A failed as? downcast in a guard ends in fatalError naming the dynamic type.
class Vehicle {
    func wheels() -> Int { 0 }
}
class Car: Vehicle {
    override func wheels() -> Int { 4 }
}
class Bike: Vehicle {
    override func wheels() -> Int { 2 }
}

let garage: [Vehicle] = [Car(), Car(), Bike()]
for vehicle in garage {
    print("wheels:", vehicle.wheels())
}
for vehicle in garage {
    guard let car = vehicle as? Car else {
        fatalError("expected a Car, got \(type(of: vehicle))")
    }
    print("car with \(car.wheels()) wheels")
}
print("not reached")
