import Foundation

let scores = [88, 92, 79, 65, 100]
let sum = scores.reduce(0, +)
print(sum)
print(sum / scores.count)
let mean = Double(sum) / Double(scores.count)
print(mean)
let variance = scores.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / Double(scores.count)
print(variance)
print(variance.squareRoot())
print(scores.sorted()[scores.count / 2])
print(Double(scores.max()! - scores.min()!) / 2)
