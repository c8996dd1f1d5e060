// An optional keeps its Optional(...) when printed inside a tuple, out of a ternary with a nil
// arm, and as the first element of what map and compactMap give.
struct Person {
    let name: String
    let age: Int?
}

let people = [Person(name: "Ann", age: 31), Person(name: "Bo", age: nil)]
let age: Int? = 30
print((age, 1))
print(("label", age, people[1].age))
let pick = people.count > 1 ? age : nil
print(pick as Any)
let none = people.isEmpty ? age : nil
print(none as Any)
let names: [String?] = [nil, "bee"]
print(names.compactMap { $0 }.first as Any)
print(people.compactMap { $0.age }.first as Any)
print(people.map { $0.name }.first as Any)
print(people.compactMap { $0.age }, people.map { $0.age })
