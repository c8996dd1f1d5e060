// super calls walk up the hierarchy; each level adds its part.
class View {
    func layout() -> [String] { ["View.layout"] }
    func render(depth: Int) {
        print(String(repeating: " ", count: depth) + "View.render")
    }
}

class Control: View {
    override func layout() -> [String] { super.layout() + ["Control.layout"] }
    override func render(depth: Int) {
        print(String(repeating: " ", count: depth) + "Control.render begin")
        super.render(depth: depth + 1)
        print(String(repeating: " ", count: depth) + "Control.render end")
    }
}

class Button: Control {
    override func layout() -> [String] { ["Button.prepare"] + super.layout() }
    override func render(depth: Int) {
        print("Button.render")
        super.render(depth: depth + 1)
    }
}

print(Button().layout())
Button().render(depth: 0)
