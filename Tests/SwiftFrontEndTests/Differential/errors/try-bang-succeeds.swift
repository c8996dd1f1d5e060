// try! on calls that do not throw just returns their value.
enum ConfigError: Error {
    case missingKey(String)
}

let defaults = ["theme": "dark", "lang": "en"]

func value(for key: String) throws -> String {
    guard let v = defaults[key] else { throw ConfigError.missingKey(key) }
    return v
}

let theme = try! value(for: "theme")
print("theme:", theme)
let lang = try! value(for: "lang")
print("lang:", lang)
let both = [try! value(for: "theme"), try! value(for: "lang")]
print(both.joined(separator: "/"))
print((try? value(for: "font")) ?? "no font")
