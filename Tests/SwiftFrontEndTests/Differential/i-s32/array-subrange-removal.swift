var history = ["open", "type", "type", "paste", "undo", "type", "save"]
history.reserveCapacity(32)
history.removeSubrange(1..<3)
print(history)
history.removeSubrange(3...)
print(history, history.count)
var digits = Array("2026-11-29")
digits.removeSubrange(4...4)
digits.removeSubrange(..<2)
print(String(digits))
let keep = 2
var window = [10, 20, 30, 40, 50]
window.removeSubrange(0..<(window.count - keep))
print(window)
window.removeSubrange(1..<5)
print("unreachable")
