// Read-only subscripts, a labelled one, and one on a class (a reference: changed in place).
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimes = TimesTable(multiplier: 3)
print(threeTimes[6], [1, 2, 3].map { threeTimes[$0] })

struct Week {
    private let names = ["Mon", "Tue", "Wed"]
    subscript(day index: Int) -> String? { index < names.count ? names[index] : nil }
}
let week = Week()
print(week[day: 1] ?? "none", week[day: 7] ?? "none", week[day: 0] as Any)

final class Cache {
    private var storage: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { storage[key] }
        set(value) { storage[key] = value }
    }
    var count: Int { storage.count }
}
let cache = Cache()
cache["a"] = 1
cache["b"] = 2
cache["a"] = nil
print(cache["a"] as Any, cache["b"] as Any, cache.count)

enum Planet: Int {
    case mercury = 1, venus, earth
    static let names = ["zero", "Mercury", "Venus", "Earth"]
}
struct Names {
    subscript(planet: Planet) -> String { Planet.names[planet.rawValue] }
}
print(Names()[.earth])
