// An array copy shares class instances: mutation through one is seen in the other.
final class Counter {
    var value = 0
    let name: String
    init(name: String) { self.name = name }
}
let a = [Counter(name: "x"), Counter(name: "y")]
var b = a
b[0].value = 10
print(a[0].value, b[0].value)
b.append(Counter(name: "z"))
print(a.count, b.count)
b[1] = Counter(name: "new")
print(a[1].name, b[1].name)
print(a[0] === b[0], a[1] === b[1])
for c in a { c.value += 1 }
print(b.map { $0.value })
