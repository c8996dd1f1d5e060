// @autoclosure delays evaluation of an argument.
var evaluated: [String] = []
func expensive(_ name: String) -> String {
    evaluated.append(name)
    return name.uppercased()
}
func logIf(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG:", message()) }
}
logIf(false, expensive("first"))
logIf(true, expensive("second"))
print(evaluated)
func firstNonEmpty(_ a: String, _ b: @autoclosure () -> String) -> String {
    a.isEmpty ? b() : a
}
print(firstNonEmpty("x", expensive("third")))
print(firstNonEmpty("", expensive("fourth")))
print(evaluated)
let lazySquares = (1...5).lazy.map { n -> Int in print("squaring", n); return n * n }
print(lazySquares.first!)
