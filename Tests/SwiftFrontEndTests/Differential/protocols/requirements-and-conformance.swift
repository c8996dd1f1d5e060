// A protocol with property and method requirements, adopted by a struct and a class.
protocol Describable {
    var name: String { get }
    var details: String { get }
    func summary() -> String
}

struct Book: Describable {
    let name: String
    let pages: Int
    var details: String { "\(pages) pages" }
    func summary() -> String { "Book \(name): \(details)" }
}

class Album: Describable {
    var name: String
    var tracks: [String]
    init(name: String, tracks: [String]) {
        self.name = name
        self.tracks = tracks
    }
    var details: String { "\(tracks.count) tracks" }
    func summary() -> String { "Album \(name): \(details)" }
}

let items: [Describable] = [Book(name: "Dune", pages: 412), Album(name: "Kind of Blue", tracks: ["So What", "Blue in Green"])]
for item in items {
    print(item.summary())
}
print(items.map { $0.name })
