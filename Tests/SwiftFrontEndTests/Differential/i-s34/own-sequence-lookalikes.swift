final class Wizard {
    var step = 0
    let titles = ["Welcome", "Permissions", "Done"]

    func next() {
        step = min(step + 1, titles.count - 1)
    }

    var title: String { titles[step] }
}

let wizard: Wizard? = Wizard()
wizard?.next()
print(wizard.map { $0.title } ?? "none")

struct Shelf {
    var books: [String]
}

extension Shelf: Sequence {
    func makeIterator() -> IndexingIterator<[String]> {
        books.sorted().makeIterator()
    }
}

let shelf = Shelf(books: ["Dune", "Emma", "Beloved"])
for book in shelf {
    print(book)
}
print(shelf.first { $0.hasPrefix("E") } as Any, shelf.map { $0.count })
