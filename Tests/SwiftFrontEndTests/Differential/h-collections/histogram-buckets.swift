import Foundation

let responseTimesMs = [12, 45, 230, 88, 19, 510, 33, 72, 140, 95, 8, 61, 300, 27, 1200]

let bucketEdges = [0, 25, 50, 100, 250, 1000]
func bucketLabel(_ i: Int) -> String {
    i + 1 < bucketEdges.count ? "\(bucketEdges[i])-\(bucketEdges[i + 1] - 1)" : "\(bucketEdges[i])+"
}

var buckets = Array(repeating: 0, count: bucketEdges.count)
for t in responseTimesMs {
    let index = bucketEdges.lastIndex { $0 <= t } ?? 0
    buckets[index] += 1
}
for (i, n) in buckets.enumerated() {
    let label = bucketLabel(i)
    print(String(repeating: " ", count: 8 - label.count) + label + " | " + String(repeating: "*", count: n) + " \(n)")
}

let sorted = responseTimesMs.sorted()
func percentile(_ p: Int) -> Int {
    let rank = (p * (sorted.count - 1) + 50) / 100
    return sorted[rank]
}
print("p50=\(percentile(50)) p90=\(percentile(90)) p99=\(percentile(99))")
let mean = Double(responseTimesMs.reduce(0, +)) / Double(responseTimesMs.count)
print("mean=\((mean * 10).rounded() / 10)")
print("slow:", responseTimesMs.filter { $0 >= 250 }.sorted(by: >))
print(sorted[sorted.count])
