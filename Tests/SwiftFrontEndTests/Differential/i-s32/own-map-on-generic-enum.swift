enum Outcome<Success> {
    case success(Success)
    case failure(String)
    func map<T>(_ transform: (Success) -> T) -> Outcome<T> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let reason): return .failure(reason)
        }
    }
    func flatMap<T>(_ transform: (Success) -> Outcome<T>) -> Outcome<T> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let reason): return .failure(reason)
        }
    }
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
func parse(_ text: String) -> Outcome<Int> { Int(text).map { .success($0) } ?? .failure("not a number: \(text)") }
func positive(_ n: Int) -> Outcome<Int> { n > 0 ? .success(n) : .failure("not positive: \(n)") }
for text in ["4", "x", "-2"] {
    let result = parse(text).flatMap(positive).map { $0 * 10 }
    switch result {
    case .success(let n): print(text, "->", n)
    case .failure(let why): print(text, "->", why)
    }
}
let doubled = parse("21").map { Double($0) / 2 }
print(doubled.value as Any)
let maybe: Outcome<Int>? = parse("3")
print(maybe.map { $0.value ?? 0 } as Any)
struct Box<T> {
    var item: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(item: f(item)) }
}
print(Box(item: 3).map { "\($0)!" }.item)
