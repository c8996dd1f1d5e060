// === compares object identity; == is whatever Equatable says.
class Tag: Equatable {
    let label: String
    init(_ label: String) { self.label = label }
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.label == rhs.label }
}

let a = Tag("swift")
let b = Tag("swift")
let c = a
print(a == b, a === b)
print(a == c, a === c)
print(a !== b)

let tags = [a, b]
print(tags.firstIndex(of: b) ?? -1)
print(tags.firstIndex(where: { $0 === b }) ?? -1)
let maybe: Tag? = nil
print(maybe === nil, c === Optional(a))
