// Drawing canvas: struct snapshots referencing shape objects, undo/redo stacks
final class Shape {
    let kind: String
    var x: Int
    init(_ k: String, x: Int) { kind = k; self.x = x; print("create \(k)") }
    deinit { print("destroy \(kind)") }
}

struct Snapshot {
    var shapes: [Shape]
    var label: String
    var description: String { label + ":" + shapes.map { "\($0.kind)@\($0.x)" }.joined(separator: ",") }
}

final class Canvas {
    private(set) var current = Snapshot(shapes: [], label: "empty")
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    deinit { print("canvas deinit") }
    func apply(_ label: String, _ change: (inout Snapshot) -> Void) {
        undoStack.append(current)
        var next = current
        next.label = label
        change(&next)
        current = next
        if !redoStack.isEmpty { print("  clearing redo (\(redoStack.count))"); redoStack.removeAll() }
        print("apply -> \(current.description)")
    }
    func undo() {
        guard let prev = undoStack.popLast() else { return }
        redoStack.append(current)
        current = prev
        print("undo -> \(current.description)")
    }
    func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(current)
        current = next
        print("redo -> \(current.description)")
    }
    func forgetHistory() { print("forget history"); undoStack.removeAll(); print("  undo gone"); redoStack.removeAll(); print("  redo gone") }
}

var canvas: Canvas? = Canvas()
canvas!.apply("circle") { $0.shapes.append(Shape("circle", x: 0)) }
canvas!.apply("square") { $0.shapes.append(Shape("square", x: 5)) }
canvas!.apply("move") { $0.shapes[0].x = 9 }
canvas!.undo()
canvas!.undo()
canvas!.apply("tri") { $0.shapes.append(Shape("tri", x: 1)) }
canvas!.undo()
canvas!.redo()
canvas!.apply("remove circle") { $0.shapes.removeFirst() }
canvas!.forgetHistory()
canvas = nil
print("end")
