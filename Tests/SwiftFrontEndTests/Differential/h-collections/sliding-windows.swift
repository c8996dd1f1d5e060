let readings = [3, 8, 2, 9, 4, 7, 1, 6, 5, 10]

func windows(_ xs: [Int], size: Int) -> [[Int]] {
    guard size > 0, xs.count >= size else { return [] }
    return (0...(xs.count - size)).map { Array(xs[$0..<$0 + size]) }
}

let w3 = windows(readings, size: 3)
print(w3.count)
print(w3.prefix(3))
let sums = w3.map { $0.reduce(0, +) }
print(sums)
let best = sums.enumerated().max { $0.element < $1.element }!
print("best window starts at \(best.offset): \(w3[best.offset])")

let chunks = stride(from: 0, to: readings.count, by: 4).map { Array(readings[$0..<min($0 + 4, readings.count)]) }
print(chunks)
let pairs = zip(readings, readings.dropFirst()).map { $1 - $0 }
print(pairs)
let rising = pairs.filter { $0 > 0 }.count
print("rising \(rising), falling \(pairs.count - rising)")
print(windows(readings, size: 11), windows([], size: 0))
var runningMax: [Int] = []
for r in readings { runningMax.append(max(runningMax.last ?? Int.min, r)) }
print(runningMax)
