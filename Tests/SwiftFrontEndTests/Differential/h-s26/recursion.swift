func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<15).map(fib))
var memo: [Int: Int] = [:]
func fibMemo(_ n: Int) -> Int {
    if n < 2 { return n }
    if let v = memo[n] { return v }
    let r = fibMemo(n - 1) + fibMemo(n - 2)
    memo[n] = r
    return r
}
print(fibMemo(90))
func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String, _ moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from, via, to, &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, via, to, from, &moves)
}
var moves: [String] = []
hanoi(3, "A", "C", "B", &moves)
print(moves.count, moves)
func permutations(_ a: [Int]) -> [[Int]] {
    if a.count <= 1 { return [a] }
    return a.indices.flatMap { i -> [[Int]] in
        var rest = a; let x = rest.remove(at: i)
        return permutations(rest).map { [x] + $0 }
    }
}
print(permutations([1, 2, 3]))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(48, 18), gcd(17, 5), 48 / gcd(48, 18) * 18)
func power(_ b: Double, _ e: Int) -> Double { e == 0 ? 1 : b * power(b, e - 1) }
print(power(2, 10), power(0.5, 3), power(10, 0))
