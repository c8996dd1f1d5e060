import Testing

@testable import ContainmentEngine

/// Rows compare equal when their buffers hold the same bytes, without copying the fields out,
/// and otherwise by their fields: equal contents in other storage are still equal, and any
/// difference in a field is still a difference (a shortcut that answered "equal" too often would
/// leave the hierarchy cache showing a node as it was).
@Suite struct RowEqualityTests {
    private func view(_ change: (inout View) -> Void = { _ in }) -> View {
        var row = View(name: "N0.view", className: "UIView", owner: "N0")
        row.subviews = ["A.view", "B.view"]
        row.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        change(&row)
        return row
    }

    @Test func aCopyWrittenToTheSameValueIsEqual() {
        let before = view()
        var after = before
        after.alpha = 0.5  // the copy gets a buffer of its own
        after.alpha = 1
        #expect(after == before)
        // An array rebuilt to the same elements: other storage, the same contents.
        after.subviews.append("C.view")
        after.subviews.removeLast()
        #expect(after == before)
        after.subviews = ["A.view"] + ["B.view"]
        #expect(after == before)
    }

    @Test(arguments: 0..<7)
    func anyChangedFieldIsADifference(_ field: Int) {
        let before = view()
        var after = before
        switch field {
        case 0: after.subviews.append("C.view")
        case 1: after.frame.width += 1
        case 2: after.superview = "window"
        case 3: after.isHidden = true
        case 4: after.subviews = ["B.view", "A.view"]
        case 5: after.frame = Rect(x: -0.0, y: 0, width: 390, height: 844.000_000_000_1)
        default: after.needsLayout = true
        }
        #expect(after != before)
        #expect(before != after)
    }

    @Test func zeroAndNegativeZeroAreEqualAsTheirFieldsSay() {
        var after = view()
        after.frame.x = -0.0
        #expect(after == view())
    }

    @Test func controllersCompareTheSameWay() {
        let before = ViewController(name: "X", className: "UIViewController", kind: .plain)
        var after = before
        after.children.append("Y")
        #expect(after != before)
        after.children.removeAll()
        #expect(after == before)
    }
}
