// A view-model-like class notifies a closure when its state changes.
class LoginViewModel {
    var onChange: ((String) -> Void)?
    var username = "" { didSet { validate() } }
    var password = "" { didSet { validate() } }
    private(set) var canSubmit = false {
        didSet {
            if canSubmit != oldValue {
                onChange?(canSubmit ? "enabled" : "disabled")
            }
        }
    }

    private func validate() {
        canSubmit = username.count >= 3 && password.count >= 4
    }
}

let vm = LoginViewModel()
vm.onChange = { print("submit button \($0)") }
vm.username = "al"
vm.username = "alice"
vm.password = "123"
vm.password = "1234"
vm.password = "12345"
vm.username = ""
print(vm.canSubmit)
