// insert answers (inserted, memberAfterInsert); remove and update answer what was there.
var seen = Set<String>()
for name in ["ann", "bob", "ann", "cy", "bob"] {
    let (inserted, member) = seen.insert(name)
    print(name, inserted, member)
}
print(seen.count)
print(seen.remove("bob") as Any, seen.remove("zed") as Any)
print(seen.update(with: "ann") as Any, seen.update(with: "dee") as Any)
print(seen.sorted())
seen.removeAll()
print(seen.count, seen)
