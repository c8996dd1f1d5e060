// where clauses on generic functions and on extensions of generic types.
struct Box<Value> {
    var value: Value
}

extension Box where Value: Numeric {
    func doubled() -> Value { value + value }
}

extension Box where Value == String {
    var shout: String { value.uppercased() + "!" }
}

func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element: Equatable, A.Element == B.Element {
    var result: [A.Element] = []
    for x in a where b.contains(x) && !result.contains(x) {
        result.append(x)
    }
    return result
}

print(Box(value: 21).doubled())
print(Box(value: 1.25).doubled())
print(Box(value: "hey").shout)
print(commonElements([1, 2, 3, 2], [2, 3, 4]))
print(commonElements("swift", "shift".reversed()))
