struct Config {
    var values: [String: String]

    func int(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
    func bool(_ key: String) -> Bool? {
        switch values[key]?.lowercased() {
        case "true"?, "yes"?, "1"?: return true
        case "false"?, "no"?, "0"?: return false
        default: return nil
        }
    }
}

let config = Config(values: ["timeout": "30", "retries": "three", "debug": "YES", "verbose": "0", "cache": "maybe"])
let timeout = config.int("timeout") ?? 10
let retries = config.int("retries") ?? 1
print("timeout=\(timeout) retries=\(retries)")
for key in ["debug", "verbose", "cache", "missing"] {
    if let value = config.bool(key) {
        print("\(key): \(value)")
    } else {
        print("\(key): not set")
    }
}
let doubled = config.int("timeout").map { $0 * 2 }
let nested: Int?? = config.values["missing"].map { Int($0) }
print(doubled as Any, nested == nil)
guard let t = config.int("timeout"), t > 20 else { fatalError() }
print("long timeout", t)
