protocol SectionedDataSource {
    associatedtype Item
    var sections: [[Item]] { get }
    func title(forSection index: Int) -> String
}

extension SectionedDataSource {
    var numberOfSections: Int { sections.count }
    func numberOfItems(in section: Int) -> Int { sections[section].count }
    func item(at path: (section: Int, row: Int)) -> Item? {
        guard sections.indices.contains(path.section), sections[path.section].indices.contains(path.row) else { return nil }
        return sections[path.section][path.row]
    }
    var totalItems: Int { sections.reduce(0) { $0 + $1.count } }
    func title(forSection index: Int) -> String { "Section \(index + 1)" }
}

struct Song { let title: String; let seconds: Int }

struct AlbumDataSource: SectionedDataSource {
    let sections: [[Song]]
    func title(forSection index: Int) -> String { "Disc \(index + 1)" }
}

struct NumberDataSource: SectionedDataSource {
    let sections: [[Int]]
}

let album = AlbumDataSource(sections: [[Song(title: "Opening", seconds: 201), Song(title: "Rise", seconds: 245)], [Song(title: "Bonus", seconds: 99)]])
for s in 0..<album.numberOfSections {
    print(album.title(forSection: s), album.numberOfItems(in: s))
}
print(album.item(at: (0, 1))?.title ?? "-", album.item(at: (1, 3))?.title ?? "-", album.totalItems)
let numbers = NumberDataSource(sections: [[1, 2], [3], [], [4, 5, 6]])
print((0..<numbers.numberOfSections).map(numbers.title(forSection:)))
print(numbers.item(at: (3, 2)) as Any, numbers.item(at: (2, 0)) as Any, numbers.totalItems)
func describe<D: SectionedDataSource>(_ d: D) -> String where D.Item == Int {
    d.sections.map { "\($0.reduce(0, +))" }.joined(separator: ",")
}
print(describe(numbers))
