struct Stats { var hits = 0; var misses = 0 }
class Tracker {
    var stats = Stats() {
        didSet { print("stats changed: \(oldValue) -> \(stats)") }
    }
    var tags: [String] = [] {
        willSet { print("tags will be \(newValue)") }
        didSet { print("tags were \(oldValue)") }
    }
}
let t = Tracker()
t.stats.hits += 1
t.stats.misses = 3
t.tags.append("a")
t.tags += ["b", "c"]
t.tags[0] = "z"
t.tags.removeAll()
func bumpAll(_ s: inout Stats) { s.hits += 10; s.misses += 10; print("inside bump") }
bumpAll(&t.stats)
