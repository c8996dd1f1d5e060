indirect enum List<T>: CustomStringConvertible {
    case empty
    case node(T, List<T>)

    init(_ items: [T]) {
        var list = List.empty
        for item in items.reversed() { list = .node(item, list) }
        self = list
    }

    var count: Int {
        if case .node(_, let rest) = self { return 1 + rest.count }
        return 0
    }

    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .node(v, rest): return .node(f(v), rest.map(f))
        }
    }

    var reversed: List<T> {
        var result = List.empty
        var cursor = self
        while case let .node(v, rest) = cursor {
            result = .node(v, result)
            cursor = rest
        }
        return result
    }

    var description: String {
        var parts: [String] = []
        var cursor = self
        while case let .node(v, rest) = cursor { parts.append("\(v)"); cursor = rest }
        return "(" + parts.joined(separator: " ") + ")"
    }
}

let numbers = List([1, 2, 3, 4])
print(numbers, numbers.count)
print(numbers.map { $0 * $0 })
print(numbers.reversed.map { "n\($0)" })
print(List<String>.empty, List<Int>([]).count)
