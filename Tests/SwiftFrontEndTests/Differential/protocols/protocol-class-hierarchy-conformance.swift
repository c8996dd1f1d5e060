// A base class conforms to a protocol; subclasses inherit the conformance
// and can override the requirement.
protocol Reportable {
    func report() -> String
}

class Sensor: Reportable {
    let id: String
    init(id: String) { self.id = id }
    func report() -> String { "sensor \(id)" }
}

class TemperatureSensor: Sensor {
    var celsius = 21
    override func report() -> String { super.report() + ": \(celsius)C" }
}

class HumiditySensor: Sensor {}

let sensors: [Reportable] = [Sensor(id: "s1"), TemperatureSensor(id: "t1"), HumiditySensor(id: "h1")]
for s in sensors {
    print(s.report())
}
print(sensors.filter { $0 is Sensor }.count)
print(sensors.filter { $0 is TemperatureSensor }.count)
if let t = sensors[1] as? TemperatureSensor {
    t.celsius = 25
    print(sensors[1].report())
}
