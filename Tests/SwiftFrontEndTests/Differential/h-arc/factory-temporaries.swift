final class Product {
    let name: String
    init(name: String) {
        self.name = name
        print("Product \(name) init")
    }
    deinit { print("Product \(name) deinit") }
}

final class ProductFactory {
    let brand: String
    init(brand: String) {
        self.brand = brand
        print("Factory \(brand) init")
    }
    func make() -> Product { Product(name: "\(brand)-widget") }
    deinit { print("Factory \(brand) deinit") }
}

func makeFactory(_ brand: String) -> ProductFactory {
    let f = ProductFactory(brand: brand)
    print("returning factory \(brand)")
    return f
}

func buildAndDiscard() {
    _ = ProductFactory(brand: "Discard").make()
    print("after discard")
}

func run() {
    print(ProductFactory(brand: "Acme").make().name)
    print("---")
    let kept = makeFactory("Kept").make()
    print("kept \(kept.name)")
    print("---")
    buildAndDiscard()
    print("---")
    let length = makeFactory("Len").make().name.count
    print("name length \(length)")
    print("end run")
}

run()
