import Foundation

struct Listing {
    let title: String
    let price: Double
    let tags: [String]
    let stock: Int
}

let feed = [
    Listing(title: "Desk Lamp", price: 34.5, tags: ["home", "lighting"], stock: 4),
    Listing(title: "Headphones", price: 129, tags: ["audio", "sale"], stock: 0),
    Listing(title: "Notebook", price: 6.25, tags: ["office"], stock: 120),
    Listing(title: "Speaker", price: 79.99, tags: ["audio", "home", "sale"], stock: 9),
    Listing(title: "Chair", price: 249, tags: ["office", "home"], stock: 2),
]

let available = feed.filter { $0.stock > 0 }
print("available:", available.map(\.title))
let onSale = available.filter { $0.tags.contains("sale") }.map { "\($0.title) @ \($0.price)" }
print("on sale:", onSale)
let cheapHome = feed.lazy.filter { $0.tags.contains("home") }.filter { $0.price < 100 }.map(\.title)
print("cheap home:", Array(cheapHome))
let allTags = Set(feed.flatMap(\.tags)).sorted()
print("tags:", allTags.joined(separator: ","))
let inventoryValue = feed.reduce(0.0) { $0 + $1.price * Double($1.stock) }
print("inventory value:", (inventoryValue * 100).rounded() / 100)
let firstExpensive = feed.first { $0.price > 100 }?.title ?? "none"
let lowStock = feed.compactMap { (1...5).contains($0.stock) ? "\($0.title)(\($0.stock))" : nil }
print(firstExpensive, lowStock, feed.allSatisfy { $0.price > 5 }, feed.contains { $0.tags.isEmpty })
