struct Address { var city: String; var zip: String? }
struct Person { var name: String; var address: Address? }
let people = [Person(name: "Ann", address: Address(city: "Oslo", zip: "0150")),
              Person(name: "Bob", address: nil),
              Person(name: "Cy", address: Address(city: "Rome", zip: nil))]
for p in people {
    print(p.name, p.address?.city ?? "none", p.address?.zip?.count as Any)
}
let zips = people.map { $0.address?.zip }
print(zips)
print(people.compactMap { $0.address?.zip })
let n: Int? = nil
let m: Int?? = .some(nil)
print(n as Any, m as Any)
print(n.map { $0 * 2 } as Any, Optional(4).map { $0 * 2 } as Any)
func lookup(_ k: String) -> Int? { k == "a" ? 1 : nil }
guard let v = lookup("a") else { fatalError() }
print(v)
if let x = lookup("b") { print(x) } else { print("missing b") }
print(Optional(Optional(3)) as Any)
var arr: [Int?] = [1, nil, 3]
print(arr, arr.count)
arr.append(nil)
print(arr.map { $0 ?? 0 })
