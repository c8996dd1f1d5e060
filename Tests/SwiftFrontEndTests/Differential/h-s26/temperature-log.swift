import Foundation
let readings: [Double] = [21.5, 19, 23.25, 18, 25]
let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
let warm = Array(zip(days, readings)).filter { $0.1 > 20 }.map { $0.0 }
print(warm)
let mean = readings.reduce(0, +) / Double(readings.count)
print("mean:", mean)
let variance = readings.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(readings.count)
print("variance:", variance)
let rounded = readings.map { ($0 * 10).rounded() / 10 }
print(rounded)
let fahrenheit = readings.map { $0 * 9 / 5 + 32 }
print(fahrenheit)
var maxStreak = 0, streak = 0
for (prev, cur) in zip(readings, readings.dropFirst()) {
    if cur > prev { streak += 1; maxStreak = max(maxStreak, streak) } else { streak = 0 }
}
print("longest rise:", maxStreak)
let sortedIdx = readings.indices.sorted { readings[$0] < readings[$1] }
print(sortedIdx.map { days[$0] })
print(readings.min()!, readings.max()!, readings.sorted()[readings.count / 2])
