struct Document {
    private(set) var text = ""
    private var undoStack: [String] = []
    private var redoStack: [String] = []
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    mutating func type(_ s: String) {
        undoStack.append(text)
        redoStack.removeAll()
        text += s
    }
    mutating func deleteLast(_ n: Int) {
        undoStack.append(text)
        redoStack.removeAll()
        text = String(text.dropLast(n))
    }
    mutating func undo() {
        guard let previous = undoStack.popLast() else { return }
        redoStack.append(text)
        text = previous
    }
    mutating func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(text)
        text = next
    }
}
var doc = Document()
doc.type("Hello")
doc.type(", world")
doc.deleteLast(5)
print("[\(doc.text)]", doc.canUndo, doc.canRedo)
doc.undo()
doc.undo()
print("[\(doc.text)]", doc.canUndo, doc.canRedo)
doc.redo()
print("[\(doc.text)]")
doc.type("!")
print("[\(doc.text)]", doc.canRedo)
for _ in 0..<5 { doc.undo() }
print("[\(doc.text)]", doc.canUndo)
