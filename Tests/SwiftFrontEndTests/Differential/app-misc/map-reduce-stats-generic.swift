import Foundation

protocol Measurable {
    var value: Double { get }
}

struct Reading: Measurable { let sensor: String; let value: Double }
struct Invoice: Measurable { let number: Int; let amount: Int; var value: Double { Double(amount) } }

struct Stats {
    let count: Int, sum: Double, min: Double, max: Double
    var mean: Double { count == 0 ? 0 : sum / Double(count) }
}

func stats<S: Sequence>(_ items: S) -> Stats where S.Element: Measurable {
    items.reduce(Stats(count: 0, sum: 0, min: .infinity, max: -.infinity)) { acc, item in
        Stats(count: acc.count + 1, sum: acc.sum + item.value,
              min: Swift.min(acc.min, item.value), max: Swift.max(acc.max, item.value))
    }
}

func describe(_ s: Stats) -> String {
    "n=\(s.count) sum=\(s.sum) min=\(s.min) max=\(s.max) mean=\((s.mean * 100).rounded() / 100)"
}

let readings = [Reading(sensor: "a", value: 21.5), Reading(sensor: "b", value: 19.0), Reading(sensor: "a", value: 23.25)]
let invoices = (1...4).map { Invoice(number: $0, amount: $0 * 125) }
print(describe(stats(readings)))
print(describe(stats(invoices)))
print(describe(stats(readings.filter { $0.sensor == "a" })))
print(describe(stats([Reading]())))
let scaled = readings.map { Reading(sensor: $0.sensor.uppercased(), value: $0.value * 2) }
print(scaled.map { "\($0.sensor):\($0.value)" }, stats(scaled.lazy.filter { $0.value > 40 }).count)
