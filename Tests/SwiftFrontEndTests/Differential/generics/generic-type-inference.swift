// The generic parameter is inferred from arguments and from the result context.
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }

func repeated<T>(_ value: T, times: Int) -> [T] {
    Array(repeating: value, count: times)
}

func firstOrDefault<T>(_ values: [T], _ fallback: T) -> T {
    values.first ?? fallback
}

func makeEmpty<T>() -> [T] { [] }

let p = pair(1, "one")
print(p.0 + 1, p.1.count)
print(repeated("ab", times: 3))
print(repeated(2.5, times: 2))
print(firstOrDefault([], 7), firstOrDefault(["x"], "y"))
let names: [String] = makeEmpty()
print(names.count, type(of: names))
let mixed = pair(pair(true, 2), [3])
print(mixed.0.0, mixed.0.1, mixed.1)
