// A nested dictionary used as configuration.
var config: [String: [String: Int]] = [
    "network": ["timeout": 30, "retries": 3],
    "cache": ["size": 256],
]
config["network"]?["retries"] = 5
config["cache"]?["ttl"] = 60
config["missing"]?["x"] = 1
for section in config.keys.sorted() {
    let values = config[section]!
    for key in values.keys.sorted() {
        print("\(section).\(key) = \(values[key]!)")
    }
}
print(config["missing"] == nil)
print(config["network"]?["timeout"] ?? 0)
