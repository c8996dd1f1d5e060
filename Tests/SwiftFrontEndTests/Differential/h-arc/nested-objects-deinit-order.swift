final class Engine {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Engine \(name) deinit") }
}

final class Wheel {
    let position: String
    init(_ position: String) { self.position = position }
    deinit { print("Wheel \(position) deinit") }
}

final class Car {
    let model: String
    let engine: Engine
    let wheels: [Wheel]
    var trailer: Trailer?
    init(model: String) {
        self.model = model
        self.engine = Engine(name: "\(model)-V6")
        self.wheels = ["FL", "FR", "RL", "RR"].map { Wheel($0) }
        print("Car \(model) built")
    }
    deinit { print("Car \(model) deinit (engine \(engine.name) still readable)") }
}

final class Trailer {
    let cargo: Engine
    init(cargo: Engine) { self.cargo = cargo }
    deinit { print("Trailer deinit carrying \(cargo.name)") }
}

func run() {
    var car: Car? = Car(model: "Roadster")
    car?.trailer = Trailer(cargo: Engine(name: "spare"))
    print("driving \(car!.model)")
    car = nil
    print("---")
    var sharedEngine: Engine? = Engine(name: "shared")
    var t1: Trailer? = Trailer(cargo: sharedEngine!)
    var t2: Trailer? = Trailer(cargo: sharedEngine!)
    sharedEngine = nil
    print("released local engine reference")
    t1 = nil
    print("released t1")
    t2 = nil
    print("released t2")
    _ = (t1, t2)
}

run()
