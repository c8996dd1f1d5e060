// Hand-written undo manager storing closures that capture model objects
final class Document {
    var text: String
    let title: String
    init(title: String) { self.title = title; text = ""; print("doc \(title) open") }
    deinit { print("doc \(title) closed, text='\(text)'") }
}

final class Action {
    let label: String
    let undo: () -> Void
    init(_ label: String, undo: @escaping () -> Void) { self.label = label; self.undo = undo }
    deinit { print("  action '\(label)' dropped") }
}

final class UndoManager {
    private var stack: [Action] = []
    let limit: Int
    init(limit: Int) { self.limit = limit }
    deinit { print("undo manager gone with \(stack.count) actions") }
    func register(_ label: String, _ f: @escaping () -> Void) {
        stack.append(Action(label, undo: f))
        if stack.count > limit {
            print("  trimming oldest")
            stack.removeFirst()
        }
    }
    func undo() {
        guard let a = stack.popLast() else { print("nothing to undo"); return }
        print("undo \(a.label)")
        a.undo()
    }
    func clear() { print("clear"); stack.removeAll() }
}

func type(_ s: String, into doc: Document, um: UndoManager) {
    let old = doc.text
    doc.text += s
    um.register("type \(s)") { [weak doc] in
        doc?.text = old
        print("  restored to '\(old)' (doc alive: \(doc != nil))")
    }
}

let um = UndoManager(limit: 3)
var doc: Document? = Document(title: "notes")
for w in ["a", "b", "c", "d"] { type(w, into: doc!, um: um) }
print("text:", doc!.text)
um.undo()
um.undo()
print("text:", doc!.text)
doc = nil
um.undo()
um.undo()
do {
    let d2 = Document(title: "draft")
    um.register("strong") { print("  strong restore of \(d2.title)") }
    print("leaving scope")
}
print("draft still owned by closure")
um.clear()
print("end")
