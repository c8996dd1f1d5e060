// Matching optional enums with .some/.none, `?` patterns and if case.
enum Membership {
    case free
    case premium(months: Int)
}

let members: [String: Membership?] = ["ann": .premium(months: 12), "bo": .free, "cy": nil]

func status(of name: String) -> String {
    guard let entry = members[name] else { return "\(name): unknown" }
    switch entry {
    case .none:
        return "\(name): no membership"
    case .some(.free):
        return "\(name): free"
    case .premium(let m)?:
        return "\(name): premium for \(m) months"
    }
}

for name in ["ann", "bo", "cy", "dee"] {
    print(status(of: name))
}
let maybe: Membership? = .premium(months: 3)
if case .premium(let m)? = maybe, m < 6 {
    print("short premium", m)
}
