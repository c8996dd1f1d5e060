class Widget {
    class var kind: String { "widget" }
    let id: Int
    required init(id: Int) { self.id = id }
    func render() -> String { "<\(Self.kind) #\(id)>" }
}

class Button: Widget {
    override class var kind: String { "button" }
    var title = "OK"
    override func render() -> String { "<button #\(id) \"\(title)\">" }
}

class Label: Widget {
    override class var kind: String { "label" }
}

func make<W: Widget>(_ type: W.Type, count: Int, startingAt start: Int = 1) -> [W] {
    (start..<start + count).map { type.init(id: $0) }
}

let buttons = make(Button.self, count: 2)
buttons[1].title = "Cancel"
let labels = make(Label.self, count: 3, startingAt: 10)
let all: [Widget] = buttons + labels
for w in all { print(w.render()) }
let types: [Widget.Type] = [Widget.self, Button.self, Label.self]
print(types.map { $0.kind })
let dynamic = types.map { $0.init(id: 0) }
print(dynamic.map { type(of: $0).kind })
print(dynamic.map { String(describing: type(of: $0)) })
