let name = "Swift"
print(name.first!, name.last!)
print(name.first as Any, "".first as Any)
if let initial = name.first {
    print("Initial: \(initial)")
}
let fullName = "Grace Brewster Hopper"
let initials = fullName.split(separator: " ").compactMap { $0.first }
print(String(initials))
print(name.first == "S", name.last == "t")
print(name.first(where: { $0.isLowercase }) ?? "-")
print(name.last(where: { $0 == "z" }) ?? "-")
print(name.lowercased().first!.isUppercase)
