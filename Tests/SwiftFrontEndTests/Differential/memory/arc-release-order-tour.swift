class Obj {
    let name: String
    var child: Obj?
    var handler: (() -> Void)?
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
func make(_ n: String) -> Obj { Obj(n) }
print("1:", Obj("a").name)
print("2")
func f() {
    let x = Obj("x")
    let y = Obj("y")
    print("in f", x.name, y.name)
}
f()
print("3")
do {
    let p = Obj("p")
    p.child = Obj("c")
    p.child!.child = Obj("gc")
}
print("4")
func g() {
    let a = Obj("a2")
    a.handler = { print("hi") }
}
g()
print("5")
func h() {
    let a = Obj("cyc")
    a.handler = { print(a.name) }
}
h()
print("6")
var v: Obj? = Obj("v")
v = nil
print("7")
var arr = [Obj("e1"), Obj("e2"), Obj("e3")]
arr.removeAll()
print("8")
let names = [make("m1"), make("m2")].map { $0.name }
print(names)
func k() -> String { let t = Obj("t"); return t.name }
print("9", k())
class Parent { let name = "P"; var kids: [Obj] = [Obj("k1"), Obj("k2")]; let solo = Obj("solo"); deinit { print("deinit P") } }
var pp: Parent? = Parent()
pp = nil
print("11")
