// Looking up keys gives optionals.
let capitals = ["France": "Paris", "Japan": "Tokyo", "Peru": "Lima"]
let lookups = ["Japan", "Chile", "Peru"]
for country in lookups {
    if let city = capitals[country] {
        print("\(country): \(city)")
    } else {
        print("\(country): unknown")
    }
}
print(capitals["France"] as Any)
print(capitals["Italy"] as Any)
let len = capitals["Peru"]?.count
print(len as Any)
print(capitals["Chile"]?.uppercased() ?? "-")
let city: String? = capitals["Japan"]
print("city is \(city!)")
