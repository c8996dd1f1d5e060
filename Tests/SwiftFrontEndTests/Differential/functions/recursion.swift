// Recursive functions: factorial, fibonacci, power set, and a tree walk.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
func subsets(_ items: [String]) -> [[String]] {
    guard let first = items.first else { return [[]] }
    let rest = subsets(Array(items.dropFirst()))
    return rest + rest.map { [first] + $0 }
}
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
func sum(_ t: Tree) -> Int {
    switch t {
    case .leaf(let v): return v
    case let .node(l, r): return sum(l) + sum(r)
    }
}
print(factorial(10))
print((0..<10).map(fib))
print(subsets(["a", "b", "c"]))
print(sum(.node(.leaf(1), .node(.leaf(2), .leaf(3)))))
