// A single indirect case builds a linked list.
enum List {
    case empty
    indirect case node(Int, List)

    func prepending(_ value: Int) -> List { .node(value, self) }

    var count: Int {
        if case let .node(_, rest) = self { return 1 + rest.count }
        return 0
    }

    var values: [Int] {
        switch self {
        case .empty: return []
        case let .node(v, rest): return [v] + rest.values
        }
    }

    func sum() -> Int {
        values.reduce(0, +)
    }
}

var list = List.empty
for i in 1...4 {
    list = list.prepending(i * i)
}
print(list.count, list.values, list.sum())
if case .node(let head, _) = list {
    print("head", head)
}
print(List.empty.count)
