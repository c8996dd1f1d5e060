// Generic functions constrained to a protocol, with and without existentials.
protocol Weighted {
    var weight: Int { get }
}

struct Parcel: Weighted {
    let label: String
    let weight: Int
}

struct Letter: Weighted {
    var weight: Int { 1 }
}

func heaviest<T: Weighted>(_ items: [T]) -> T? {
    items.max { $0.weight < $1.weight }
}

func totalWeight(_ items: [Weighted]) -> Int {
    items.reduce(0) { $0 + $1.weight }
}

func describe<T: Weighted>(_ item: T) -> String {
    "\(T.self) weighing \(item.weight)"
}

let parcels = [Parcel(label: "A", weight: 5), Parcel(label: "B", weight: 9), Parcel(label: "C", weight: 2)]
print(heaviest(parcels)!.label)
print(heaviest([Parcel]()) == nil)
print(totalWeight(parcels + [Letter()] as [Weighted]))
print(describe(parcels[0]))
print(describe(Letter()))
