// Whole-number literals where a Double collection is written as a type: `[Double]()`,
// `Array<Double>()`, `[String: Double]()`, `Array(repeating:count:)` declared `[Double]`.
var samples = [Double]()
samples.append(contentsOf: [1, 2])
samples.append(3)
var more = Array<Double>()
more.append(4)
var totals = [String: Double]()
totals["rent", default: 0] += 1200
totals["food"] = (totals["food"] ?? 0) + 300
let weights: [Double] = Array(repeating: 1, count: 3)
let grid = [Double](repeating: 2, count: 2)
let spacing: [String: Double] = ["small": 4]
print(samples, more, weights, grid)
print(totals["rent"]!, totals["food"]!, spacing["huge", default: 0], spacing["small", default: 1])
print(weights.reduce(0, +), samples.reduce(0, +) / 2)
