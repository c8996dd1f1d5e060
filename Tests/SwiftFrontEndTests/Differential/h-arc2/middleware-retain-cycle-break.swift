// Retain cycles between controller and closure property; broken explicitly vs avoided with weak
final class Controller {
    let name: String
    var onEvent: (() -> Void)?
    var child: Controller?
    weak var parent: Controller?
    init(_ n: String) { name = n; print("\(n) init") }
    deinit { print("\(name) deinit") }
    func configureStrong() { onEvent = { print("  strong handler in \(self.name)") } }
    func configureWeak() { onEvent = { [weak self] in print("  weak handler in \(self?.name ?? "nil")") } }
    func configureUnowned() { onEvent = { [unowned self] in print("  unowned handler in \(self.name)") } }
    func breakCycle() { print("breaking cycle of \(name)"); onEvent = nil }
}

print("-- strong cycle")
var a: Controller? = Controller("A")
a!.configureStrong()
a!.onEvent?()
weak var weakA = a
a = nil
print("A alive after nil:", weakA != nil)
weakA?.breakCycle()
print("A alive after break:", weakA != nil)

print("-- weak")
var b: Controller? = Controller("B")
b!.configureWeak()
let handlerB = b!.onEvent!
handlerB()
b = nil
handlerB()

print("-- unowned")
var c: Controller? = Controller("C")
c!.configureUnowned()
c!.onEvent?()
c = nil

print("-- parent/child")
var p: Controller? = Controller("P")
p!.child = Controller("K")
p!.child!.parent = p
p!.child!.onEvent = { [weak k = p!.child] in print("  child sees parent \(k?.parent?.name ?? "nil")") }
p!.child!.onEvent?()
let orphan = p!.child!
p = nil
orphan.onEvent?()
print("end")
