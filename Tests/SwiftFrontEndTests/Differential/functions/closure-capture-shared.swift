// Closures capture variables by reference: they share later changes.
var total = 0
let addFive = { total += 5 }
addFive()
addFive()
print(total)
total = 100
addFive()
print(total)
var name = "before"
let show = { print("name is \(name)") }
name = "after"
show()
var handlers: [() -> Void] = []
var shared = 0
for i in 1...3 {
    handlers.append { shared += i; print("i=\(i) shared=\(shared)") }
}
for h in handlers { h() }
print(shared)
