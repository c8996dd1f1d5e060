struct SortDescriptor<T> {
    let compare: (T, T) -> Bool?

    init<V: Comparable>(_ key: @escaping (T) -> V, ascending: Bool = true) {
        compare = { a, b in
            let x = key(a), y = key(b)
            if x == y { return nil }
            return ascending ? x < y : x > y
        }
    }
}

extension Array {
    func sorted(by descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if let result = d.compare(a, b) { return result }
            }
            return false
        }
    }
}

struct App { let name: String; let rating: Double; let downloads: Int; let free: Bool }

let apps = [
    App(name: "Notes+", rating: 4.5, downloads: 1200, free: true),
    App(name: "Budget", rating: 4.8, downloads: 300, free: false),
    App(name: "Weather", rating: 4.5, downloads: 5000, free: true),
    App(name: "Atlas", rating: 4.5, downloads: 1200, free: false),
    App(name: "Timer", rating: 3.9, downloads: 9000, free: true),
]

let byRating = apps.sorted(by: [SortDescriptor({ $0.rating }, ascending: false), SortDescriptor({ $0.downloads }, ascending: false), SortDescriptor { $0.name }])
byRating.forEach { print("\($0.rating) \($0.downloads) \($0.name)") }
let freeFirst = apps.sorted(by: [SortDescriptor({ $0.free ? 0 : 1 }), SortDescriptor({ $0.name.count }), SortDescriptor { $0.name }])
print(freeFirst.map(\.name).joined(separator: ", "))
