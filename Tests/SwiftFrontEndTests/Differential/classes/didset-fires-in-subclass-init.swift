// Observers on an inherited property DO fire when a subclass's init sets it
// after super.init.
class Control {
    var enabled: Bool = true {
        didSet { print("Control.enabled didSet \(oldValue) -> \(enabled)") }
    }
    init() {
        enabled = true
        print("Control.init done")
    }
}

class SubmitButton: Control {
    var label: String
    init(label: String) {
        self.label = label
        super.init()
        enabled = false
        print("SubmitButton.init done")
    }
}

let plain = Control()
print("plain", plain.enabled)
let button = SubmitButton(label: "Send")
print("button", button.enabled)
button.enabled = true
