struct Config {
    static let appName = "Demo"
    static var launches = 0
    static func launch() -> String { launches += 1; return "\(appName) launch #\(launches)" }
}
print(Config.launch())
print(Config.launch())
print(Config.launches)
class DataLoader {
    lazy var data: [Int] = {
        print("loading data...")
        return [1, 2, 3]
    }()
    var loadedCount = 0
    init() { print("loader created") }
}
let loader = DataLoader()
print("before access")
print(loader.data)
print(loader.data.count)
loader.data.append(4)
print(loader.data)
class Counter {
    static var instances = 0
    let id: Int
    init() { Counter.instances += 1; id = Counter.instances }
    class func make() -> Counter { Counter() }
}
let a = Counter(), b = Counter.make()
print(a.id, b.id, Counter.instances)
enum Math { static let e = 2.718; static func square(_ x: Double) -> Double { x * x } }
print(Math.square(Math.e))
