// A method called without `self.` gives its declared type: an optional's flatMap and map are
// Optional's, not a string's characters'.
struct Settings {
    var values: [String: String]
    func lookup(_ key: String) -> String? { values[key] }
    func number(_ key: String) -> Int? { lookup(key).flatMap { Int($0) } }
    func length(_ key: String) -> Int? { lookup(key).map { $0.count } }
    func viaSelf(_ key: String) -> Int? { self.lookup(key).flatMap { Int($0) } }
}
let settings = Settings(values: ["port": "8080", "name": "edge"])
print(settings.number("port") ?? -1, settings.number("name") ?? -1, settings.number("none") ?? -1)
print(settings.length("name") as Any, settings.length("none") as Any, settings.viaSelf("port") as Any)
