// prefix, suffix, dropFirst, dropLast, prefix(while:).
let log = ["boot", "login", "open", "edit", "save", "quit"]
print(Array(log.prefix(2)))
print(Array(log.suffix(2)))
print(Array(log.dropFirst()))
print(Array(log.dropFirst(4)))
print(Array(log.dropLast(3)))
print(Array(log.prefix(10)).count)
print(Array(log.prefix(while: { $0.count == 4 })))
print(Array(log.drop(while: { $0 != "edit" })))
print(log.prefix(0).isEmpty)
