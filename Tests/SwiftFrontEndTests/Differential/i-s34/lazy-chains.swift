struct Item {
    let name: String
    let price: Double
    let tags: [String]
}

let items = [
    Item(name: "lamp", price: 40, tags: ["home"]),
    Item(name: "sofa", price: 900, tags: ["home", "big"]),
    Item(name: "pen", price: 2, tags: ["office"]),
    Item(name: "rug", price: 120, tags: ["home"]),
]
let cheapHome = items.lazy.filter { $0.tags.contains("home") }.filter { $0.price < 200 }.map(\.name)
print(Array(cheapHome), cheapHome.joined(separator: "+"))
let parsed = ["1", "x", "3", "", "5"].lazy.compactMap { Int($0) }
print(Array(parsed), parsed.reduce(0, +), parsed.sorted(by: >))
let letters = "swift lazy".lazy.filter { $0 != " " }.map { $0.uppercased() }
print(letters.joined(separator: ""), letters.count)
var seen = 0
let firstLong = ["a", "bb", "ccc", "dddd"].lazy.map { word -> Int in
    seen += 1
    return word.count
}.first { $0 >= 3 }
print(firstLong as Any, seen)
let empty = [Int]().lazy.map { $0 + 1 }
print(empty.isEmpty, empty.first as Any, empty.max() as Any)
items.lazy.filter { $0.price > 100 }.forEach { print($0.name, $0.price) }
