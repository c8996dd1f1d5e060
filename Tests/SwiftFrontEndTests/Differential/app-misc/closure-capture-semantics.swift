var handlers: [() -> String] = []

for i in 1...3 {
    handlers.append { "handler \(i)" }
}

var counter = 10
let captureByReference = { "reference sees \(counter)" }
let captureByValue = { [counter] in "value sees \(counter)" }
counter = 20

print(handlers.map { $0() })
print(captureByReference())
print(captureByValue())

final class Button {
    var title: String
    var action: (() -> Void)?
    init(title: String) { self.title = title }
    func tap() { action?() }
}

var taps: [String] = []
let save = Button(title: "Save")
save.action = { [unowned save] in taps.append("tapped \(save.title)") }
save.tap()
save.title = "Saved"
save.tap()
print(taps)

func makeAccumulator(start: Int) -> (Int) -> Int {
    var total = start
    return { total += $0; return total }
}
let acc = makeAccumulator(start: 100)
_ = acc(5)
print(acc(10), [1, 2, 3].map(acc), acc(0))
