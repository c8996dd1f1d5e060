// Image loader with in-flight request dedup; completions captured per cell
final class Cell {
    let row: Int
    var imageName: String?
    init(row: Int) { self.row = row; print("cell \(row) init") }
    deinit { print("cell \(row) deinit") }
}

final class ImageLoader {
    private var inFlight: [String: [(String) -> Void]] = [:]
    private var keys: [String] = []
    func load(_ url: String, completion: @escaping (String) -> Void) {
        if inFlight[url] != nil {
            inFlight[url]!.append(completion)
            print("join \(url) (\(inFlight[url]!.count) waiting)")
            return
        }
        inFlight[url] = [completion]
        keys.append(url)
        print("start \(url)")
    }
    func complete(_ url: String) {
        guard let waiters = inFlight.removeValue(forKey: url) else { print("no request for \(url)"); return }
        keys.removeAll { $0 == url }
        print("complete \(url) -> \(waiters.count) callbacks")
        for w in waiters { w("img(\(url))") }
    }
    var pending: [String] { keys }
}

let loader = ImageLoader()
func configure(_ cell: Cell, url: String) {
    loader.load(url) { [weak cell] img in
        guard let cell else { print("  cell reused/gone, dropping \(img)"); return }
        cell.imageName = img
        print("  cell \(cell.row) shows \(img)")
    }
}

var cells: [Cell] = (0..<3).map { Cell(row: $0) }
configure(cells[0], url: "a")
configure(cells[1], url: "b")
configure(cells[2], url: "a")
print("pending:", loader.pending)
print("scrolling away cell 1")
cells.remove(at: 1)
loader.complete("b")
loader.complete("a")
loader.complete("z")
print("images:", cells.map { $0.imageName ?? "-" })
var strongCell: Cell? = Cell(row: 9)
loader.load("c") { [strongCell] img in print("  strong capture row \(strongCell!.row) got \(img)") }
strongCell = nil
print("strongCell var cleared")
loader.complete("c")
print("after completion c")
cells.removeAll()
print("end")
