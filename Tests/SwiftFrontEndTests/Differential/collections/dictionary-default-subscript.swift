// dict[k, default: 0] += 1 to count votes.
let votes = ["red", "blue", "red", "green", "blue", "red"]
var tally: [String: Int] = [:]
for v in votes {
    tally[v, default: 0] += 1
}
for color in tally.keys.sorted() {
    print(color, tally[color]!)
}
print(tally["purple", default: 0])
print(tally["purple"] as Any)
print(tally.count)
var groups: [String: [Int]] = [:]
groups["odd", default: []].append(1)
groups["odd", default: []].append(3)
print(groups)
