let nickname: String? = nil
let name: String? = "Mia"
let age: Int? = 7
print("Hello, \(name ?? "guest")")
print("Hello, \(nickname ?? "guest")")
print("Age: \(age.map { String($0) } ?? "unknown")")
if let name = name, let age = age {
    print("\(name) is \(age)")
}
let scores: [String: Int] = ["bo": 12]
print("bo scored \(scores["bo"] ?? 0), al scored \(scores["al"] ?? 0)")
print("raw optional: \(age as Any)")
print("description: \(String(describing: nickname))")
