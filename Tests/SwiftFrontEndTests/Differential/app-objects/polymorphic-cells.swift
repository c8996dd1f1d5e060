class Cell {
    var reuseIdentifier: String { "Cell" }
    var height: Int { 44 }
    func configure(with text: String) -> String { "\(reuseIdentifier)[\(text)]" }
}

class SubtitleCell: Cell {
    override var reuseIdentifier: String { "SubtitleCell" }
    override var height: Int { super.height + 16 }
    var subtitle = "details"
    override func configure(with text: String) -> String {
        super.configure(with: text) + " / " + subtitle
    }
}

final class ImageCell: SubtitleCell {
    override var reuseIdentifier: String { "ImageCell" }
    override var height: Int { max(super.height, 80) }
    override func configure(with text: String) -> String {
        "🖼 " + super.configure(with: text.uppercased())
    }
}

let cells: [Cell] = [Cell(), SubtitleCell(), ImageCell(), SubtitleCell()]
(cells[3] as! SubtitleCell).subtitle = "edited"
var y = 0
for (i, cell) in cells.enumerated() {
    print("y=\(y) h=\(cell.height) \(cell.configure(with: "row \(i)"))")
    y += cell.height
}
let counts = Dictionary(grouping: cells, by: \.reuseIdentifier).mapValues(\.count)
print(counts.keys.sorted().map { "\($0)×\(counts[$0]!)" }.joined(separator: " "), "content height:", y)
