struct Counter {
    var count = 0
    mutating func incrementer() -> () -> Int {
        let start = count
        return { start + 1 }
    }
    func snapshot() -> () -> Int { { self.count } }
}
var c = Counter()
let snap = c.snapshot()
c.count = 5
print(snap(), c.count)
let inc = c.incrementer()
c.count = 100
print(inc())
class Ref { var n = 0 }
let r = Ref()
let readRef = { r.n }
r.n = 42
print(readRef())
var values = [1, 2, 3]
let summer = { values.reduce(0, +) }
values.append(4)
print(summer())
let frozen = { [values] in values.count }
values.removeAll()
print(frozen(), values.count)
