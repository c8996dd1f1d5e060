// Generic structs and enums print with their type parameters where relevant.
struct Pair<A, B> { var first: A; var second: B }
enum Result2<T> { case ok(T), failed(String) }
let p = Pair(first: 1, second: "one")
print(p)
print(type(of: p))
let r: Result2<Int> = .ok(5)
print(r)
print(Result2<String>.failed("bad"))
print(type(of: r))
let results: [Result<Int, Never>] = [.success(1)]
print(results)
print(Pair(first: [1], second: Pair(first: true, second: 0.5)))
