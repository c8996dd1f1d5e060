final class FormField {
    let name: String
    var value = ""
    var validator: (() -> Bool)?
    var onChange: ((String) -> Void)?

    init(name: String, minLength: Int) {
        self.name = name
        validator = { [unowned self] in
            self.value.count >= minLength
        }
        onChange = { [unowned self] newValue in
            self.value = newValue
            print("\(self.name) changed to '\(newValue)', valid=\(self.validator!())")
        }
        print("FormField \(name) init")
    }

    deinit { print("FormField \(name) deinit (value '\(value)')") }
}

final class SignupForm {
    var fields: [FormField] = []
    deinit { print("SignupForm deinit") }
}

func run() {
    var form: SignupForm? = SignupForm()
    form?.fields.append(FormField(name: "email", minLength: 5))
    form?.fields.append(FormField(name: "password", minLength: 8))
    form?.fields[0].onChange?("a@b")
    form?.fields[0].onChange?("a@b.io")
    form?.fields[1].onChange?("hunter2")
    let allValid = form!.fields.allSatisfy { $0.validator!() }
    print("all valid: \(allValid)")
    form = nil
    print("end run")
}

run()
