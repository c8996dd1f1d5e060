// A struct read out of a class property is a copy; writing through the class changes it.
struct Style {
    var color = "black"
    var size = 12
}

final class Label {
    var style = Style()
    var text: String
    init(text: String) { self.text = text }
}

let label = Label(text: "Hello")
var style = label.style
style.color = "red"
print(label.style.color, style.color)
label.style.size = 18
print(label.style.size, style.size)
label.style = style
print(label.style.color, label.style.size)
let alias = label
alias.style.color = "blue"
print(label.style.color)
