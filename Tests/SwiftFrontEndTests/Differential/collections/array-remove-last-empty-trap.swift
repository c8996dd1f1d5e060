// removeLast() on an empty array traps (popLast() would return nil).
var undoStack = ["type a", "type b"]
print(undoStack.popLast()!)
print(undoStack.removeLast())
print(undoStack.popLast() as Any)
print("undo once more")
undoStack.removeLast()
print("unreachable")
