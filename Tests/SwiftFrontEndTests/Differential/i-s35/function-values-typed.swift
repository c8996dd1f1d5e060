// Calls through values of function types print their results as those types declare them
// (session 35's hunt: each printed without Optional(...) before).
func parse(_ s: String) -> Int? { Int(s) }
let p: (String) -> Int? = parse
print(["1", "x"].map(p), p("4"))

func atLeastThree(_ x: Int) -> Int? { x > 2 ? x : nil }
struct Pipeline { let transform: (Int) -> Int? }
print(Pipeline(transform: atLeastThree).transform(5), Pipeline(transform: atLeastThree).transform(1) ?? -1)

final class Validator {
    var rule: (String) -> String? = { $0.isEmpty ? "empty" : nil }
    var limit: (Int) -> Int? { { x in x > 3 ? x : nil } }
}
print(Validator().rule(""), Validator().limit(5))

struct Keyed { let key: (String) -> Int? }
print(Keyed(key: { Int($0) }).key("9").map { $0 * 2 } as Any)

func limiter(_ high: Int) -> (Int) -> Int? { { $0 <= high ? $0 : nil } }
let limits = [limiter(1), limiter(5)]
print(String(describing: limits[0](0)), limits[1](9) as Any)

struct Distance {
    let value: Int
    static func parse(_ s: String) -> Distance? { Int(s).map { Distance(value: $0) } }
}
let parseDistance = Distance.parse
print(parseDistance("5").map(\.value) as Any, ["3", "x"].map(Distance.parse).map { $0?.value })

struct Store { func get(_ key: String) -> Int? { key == "a" ? 3 : nil } }
let get = Store().get
print(["a", "b"].map(get))

struct Summer { func combine(_ total: Int?, _ x: Int) -> Int? { total.map { $0 + x } } }
print([1, 2, 3].reduce(0, Summer().combine))

let finder = { (xs: [Int]) in { (t: Int) in xs.firstIndex(of: t) } }
print(finder([1, 2])(2))

enum Step { case next; func apply(_ x: Int) -> Int? { x + 1 } }
let run = { (s: Step) in s.apply(0) }
print(run(.next), [Step.next].map { $0.apply(1) })

struct Point {
    let x: Int, y: Int
    init(x: Int, y: Int) { (self.x, self.y) = (x, y) }
    init(both: Int) { self.init(x: both, y: both) }
}
print(zip([1, 2], [3, 4]).map(Point.init).map { [$0.x, $0.y] }, zip([3, 1], [1, 5]).map(max), ["1", "x"].map(Int.init))
