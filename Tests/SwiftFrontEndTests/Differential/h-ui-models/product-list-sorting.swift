import Foundation
struct Product {
    let name: String
    let priceCents: Int
    let rating: Double
    let inStock: Bool
}
enum SortOrder {
    case priceAscending, priceDescending, rating, name
}
struct ProductListViewModel {
    var products: [Product]
    var sort: SortOrder = .name
    var showOutOfStock = true
    var visible: [Product] {
        let base = showOutOfStock ? products : products.filter { $0.inStock }
        switch sort {
        case .priceAscending: return base.sorted { $0.priceCents < $1.priceCents }
        case .priceDescending: return base.sorted { $0.priceCents > $1.priceCents }
        case .rating: return base.sorted { ($0.rating, $0.name) > ($1.rating, $1.name) }
        case .name: return base.sorted { $0.name < $1.name }
        }
    }
    static func price(_ cents: Int) -> String {
        let remainder = cents % 100
        return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
var vm = ProductListViewModel(products: [
    Product(name: "Lamp", priceCents: 2599, rating: 4.5, inStock: true),
    Product(name: "Desk", priceCents: 14900, rating: 4.1, inStock: false),
    Product(name: "Chair", priceCents: 8905, rating: 4.5, inStock: true),
    Product(name: "Mug", priceCents: 799, rating: 3.9, inStock: true),
])
for order in [SortOrder.name, .priceAscending, .priceDescending, .rating] {
    vm.sort = order
    print(order, vm.visible.map { "\($0.name) \(ProductListViewModel.price($0.priceCents))" })
}
vm.showOutOfStock = false
vm.sort = .priceDescending
print(vm.visible.map(\.name))
let avg = vm.visible.map(\.rating).reduce(0, +) / Double(vm.visible.count)
print((avg * 100).rounded() / 100)
