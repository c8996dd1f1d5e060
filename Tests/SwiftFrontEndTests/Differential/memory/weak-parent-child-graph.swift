// A parent owns children strongly; children point back weakly.
class Folder {
    let name: String
    var items: [File] = []
    init(name: String) { self.name = name }
    func add(_ file: File) {
        file.folder = self
        items.append(file)
    }
    deinit { print("Folder \(name) deinit") }
}

class File {
    let name: String
    weak var folder: Folder?
    init(name: String) { self.name = name }
    var path: String { (folder?.name ?? "?") + "/" + name }
    deinit { print("File \(name) deinit") }
}

var docs: Folder? = Folder(name: "docs")
let readme = File(name: "readme.md")
docs!.add(readme)
docs!.add(File(name: "notes.txt"))
print(readme.path, docs!.items.count)
docs = nil
print(readme.path)
print(readme.folder == nil)
