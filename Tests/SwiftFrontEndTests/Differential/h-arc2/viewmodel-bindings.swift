// View model with bindings captured by closures, [weak self] callbacks
final class Observable<T> {
    private var observers: [(T) -> Void] = []
    var value: T { didSet { observers.forEach { $0(value) } } }
    init(_ v: T) { value = v; print("Observable<\(T.self)> init") }
    deinit { print("Observable<\(T.self)> deinit, observers=\(observers.count)") }
    func bind(_ f: @escaping (T) -> Void) { observers.append(f); f(value) }
}

class ProfileViewModel {
    let name = Observable("guest")
    let age = Observable(0)
    var label: String = ""
    init() { print("VM init") }
    deinit { print("VM deinit label=\(label)") }
    func start() {
        name.bind { [weak self] n in
            guard let self = self else { print("name: vm gone"); return }
            self.label = "\(n)/\(self.age.value)"
            print("label ->", self.label)
        }
        age.bind { [unowned self] a in
            self.label = "\(self.name.value)/\(a)"
            print("label ->", self.label)
        }
    }
}

class ProfileView {
    var vm: ProfileViewModel?
    let title: String
    init(title: String) { self.title = title; print("View \(title) init") }
    deinit { print("View \(title) deinit") }
}

func makeScreen() -> ProfileView {
    let v = ProfileView(title: "Profile")
    let vm = ProfileViewModel()
    vm.start()
    v.vm = vm
    print("screen built")
    return v
}

var screen: ProfileView? = makeScreen()
screen?.vm?.name.value = "alice"
screen?.vm?.age.value = 31
let keptName = screen?.vm?.name
print("kept name observable:", keptName?.value ?? "-")
screen = nil
print("screen released")
keptName?.value = "bob"
print("end")
