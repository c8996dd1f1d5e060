// A class-only delegate protocol with an optional-like default in an extension.
protocol FormDelegate: AnyObject {
    func form(_ form: Form, didChange field: String, to value: String)
    func formDidSubmit(_ form: Form)
}

extension FormDelegate {
    func formDidSubmit(_ form: Form) { print("default submit handler") }
}

class Form {
    weak var delegate: FormDelegate?
    private(set) var values: [String: String] = [:]
    func set(_ field: String, _ value: String) {
        values[field] = value
        delegate?.form(self, didChange: field, to: value)
    }
    func submit() { delegate?.formDidSubmit(self) }
}

class SignupController: FormDelegate {
    var changes = 0
    func form(_ form: Form, didChange field: String, to value: String) {
        changes += 1
        print("\(field) = \(value) (\(changes) changes)")
    }
}

let form = Form()
let controller = SignupController()
form.delegate = controller
form.set("email", "a@b.c")
form.set("name", "Ann")
form.submit()
print(form.values.keys.sorted())
print(form.delegate === controller)
