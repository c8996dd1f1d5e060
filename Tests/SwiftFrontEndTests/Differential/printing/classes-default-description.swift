// Classes print as module.TypeName, nested ones with their enclosing type.
class Foo {
    var x = 1
}
final class Bar: Foo {}
struct Outer {
    class Inner {}
    struct Value { var v = 2 }
}
print(Foo())
print(Bar())
print(Outer.Inner())
print(Outer.Value())
print([Foo(), Bar()])
let maybe: Foo? = Foo()
print(maybe as Any)
print("obj: \(Foo())")
