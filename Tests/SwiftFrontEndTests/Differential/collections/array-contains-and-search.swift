// Searching an array: contains, firstIndex(of:), first(where:), lastIndex(of:).
let cities = ["Oslo", "Paris", "Rome", "Paris", "Lima"]
print(cities.contains("Rome"), cities.contains("Tokyo"))
if let i = cities.firstIndex(of: "Paris") {
    print("first Paris at", i)
}
if let j = cities.lastIndex(of: "Paris") {
    print("last Paris at", j)
}
print(cities.firstIndex(of: "Berlin") as Any)
let long = cities.first(where: { $0.count > 4 })
print(long ?? "none")
let short = cities.last(where: { $0.count == 4 })
print(short!)
print(cities.firstIndex(where: { $0.hasPrefix("R") })!)
print(cities.contains(where: { $0.isEmpty }))
