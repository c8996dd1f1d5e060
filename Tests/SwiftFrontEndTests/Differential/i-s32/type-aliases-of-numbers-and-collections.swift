import Foundation
typealias Seconds = Double
typealias Points = CGFloat
typealias Scores = [String: Seconds]
typealias Handler = (Seconds) -> Seconds
let timeout: Seconds = 30
let delays: [Seconds] = [1, 2, 4]
print(timeout / 4, delays, delays.reduce(0, +) / 2)
func padded(_ value: Points) -> Points { value + 8 }
print(padded(12), Seconds(5) / 2)
var best: Scores = ["ann": 9, "bo": 12]
best["cy", default: 0] += 1
print(best.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let halve: Handler = { $0 / 2 }
print(halve(3))
var optional: Seconds? = 3
print(optional as Any)
optional = nil
print(optional ?? 1)
