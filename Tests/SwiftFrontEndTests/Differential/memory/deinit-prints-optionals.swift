// A deinit's body is typed like any method's: an optional prints as one, a Double as a Double.
final class Draft {
    var title: String?
    var words: Int? = nil
    let ratio: Double = 1
    init(title: String?) { self.title = title }
    deinit {
        print("discarding", title, words as Any, ratio)
        print("\(title ?? "untitled") at \(ratio / 2)")
    }
}

var first: Draft? = Draft(title: "notes")
first?.words = 12
first = nil
var second: Draft? = Draft(title: nil)
second = nil
print("done")
