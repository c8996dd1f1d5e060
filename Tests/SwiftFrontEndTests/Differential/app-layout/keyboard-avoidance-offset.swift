import Foundation

struct Rect {
    var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
    var minY: CGFloat { y }
    var maxY: CGFloat { y + height }
    func intersectsVertically(_ other: Rect) -> Bool { maxY > other.minY && other.maxY > minY }
}

struct ScreenState {
    let screenHeight: CGFloat
    var keyboardHeight: CGFloat = 0
    var keyboardFrame: Rect { Rect(x: 0, y: screenHeight - keyboardHeight, width: 390, height: keyboardHeight) }

    func scrollOffset(toReveal field: Rect, margin: CGFloat = 12) -> CGFloat {
        guard keyboardHeight > 0, field.intersectsVertically(keyboardFrame) || field.maxY + margin > keyboardFrame.minY else { return 0 }
        return max(0, field.maxY + margin - keyboardFrame.minY)
    }
}

var screen = ScreenState(screenHeight: 844)
let fields = [Rect(x: 20, y: 120, width: 350, height: 44),
              Rect(x: 20, y: 480, width: 350, height: 44),
              Rect(x: 20, y: 600, width: 350, height: 44),
              Rect(x: 20, y: 760, width: 350, height: 44)]
print("no keyboard:", fields.map { screen.scrollOffset(toReveal: $0) })
for kb in [CGFloat(216), 291, 336] {
    screen.keyboardHeight = kb
    let offsets = fields.map { screen.scrollOffset(toReveal: $0) }
    print("keyboard \(kb) top=\(screen.keyboardFrame.minY):", offsets.map { "\($0)" }.joined(separator: ", "))
}
