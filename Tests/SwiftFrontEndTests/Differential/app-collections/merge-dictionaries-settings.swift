let defaults: [String: Int] = ["fontSize": 14, "columns": 2, "refreshMinutes": 15, "maxItems": 50]
let userPrefs: [String: Int] = ["fontSize": 18, "columns": 3]
let remoteOverrides: [String: Int] = ["refreshMinutes": 5, "experimentGroup": 2]

var effective = defaults.merging(userPrefs) { _, user in user }
effective.merge(remoteOverrides) { current, remote in min(current, remote) }

for key in effective.keys.sorted() {
    let source: String
    if remoteOverrides[key] != nil { source = "remote" }
    else if userPrefs[key] != nil { source = "user" }
    else { source = "default" }
    print("\(key) = \(effective[key]!) [\(source)]")
}

let changed = effective.filter { defaults[$0.key] != $0.value }.map(\.key).sorted()
print("changed from defaults:", changed)
let doubled = effective.mapValues { $0 * 2 }
print("doubled fontSize:", doubled["fontSize"] ?? 0, "missing:", doubled["nope"] ?? -1)
var removed = effective
removed["experimentGroup"] = nil
print("count after removal:", removed.count, "has columns:", removed.keys.contains("columns"))
if let old = removed.updateValue(99, forKey: "maxItems") { print("replaced maxItems \(old) -> \(removed["maxItems"]!)") }
