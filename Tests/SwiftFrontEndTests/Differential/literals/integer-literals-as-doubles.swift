// An integer literal where a Double is expected is a Double, wherever the context says so.
struct Reading {
    let celsius: Double
    init(celsius: Double) { self.celsius = celsius }
}
print(Reading(celsius: 3).celsius)
let limits: [String: Double] = ["low": 4, "high": 30]
print(limits["low"]!, limits.count)
print([Double](repeating: 0, count: 2))
var samples: [Double] = []
samples.append(5)
samples.insert(1, at: 0)
samples += [2]
var byDay: [String: Double] = [:]
byDay["mon"] = 90
print(samples, byDay, samples.contains(5))
func bounds() -> (lo: Double, hi: Double) { return (0, 10) }
print(bounds())
func show(_ values: [Double]) { print(values) }
show([3, 1])
var maybe: Double? = nil
maybe = 8
print(maybe as Any)
let missing: Double? = nil
print(missing ?? 0, missing ?? -1)
func half() -> Double { 1 }
print(half())
struct Box {
    var width: Double
    var area: Double { width * 2 }
    var fallback: Double { 3 }
}
print(Box(width: 2).area, Box(width: 2).fallback)
let flag = true
let chosen: Double = flag ? 1 : 2
print(chosen, Bool("true") as Any, Bool("nope") as Any)
