// required init lets a factory build subclasses through a metatype.
class Widget {
    let id: Int
    required init(id: Int) {
        self.id = id
    }
    func kind() -> String { "widget" }
}

class Slider: Widget {
    var value = 0.5
    required init(id: Int) {
        super.init(id: id * 10)
    }
    override func kind() -> String { "slider" }
}

class Toggle: Widget {
    override func kind() -> String { "toggle" }
}

func make(_ type: Widget.Type, id: Int) -> Widget {
    type.init(id: id)
}

let types: [Widget.Type] = [Widget.self, Slider.self, Toggle.self]
for (index, type) in types.enumerated() {
    let w = make(type, id: index + 1)
    print(w.kind(), w.id)
}
