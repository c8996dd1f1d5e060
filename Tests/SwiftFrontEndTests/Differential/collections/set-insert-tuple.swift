// Set.insert returns (inserted, memberAfterInsert).
var seen = Set<String>()
for name in ["ann", "bob", "ann", "cy", "bob"] {
    let result = seen.insert(name)
    print(name, result.inserted, result.memberAfterInsert)
}
print(seen.count)
let (ok, member) = seen.insert("dee")
print(ok, member)
print(seen.insert("dee"))
print(seen.sorted())
print(seen.remove("ann") as Any, seen.remove("zed") as Any)
