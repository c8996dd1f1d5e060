import Foundation
let discount: (Double) -> Double = { price in price * 0.9 }
let flat: () -> Double = { 10 }
print(discount(100), flat())
let ops: [String: (Double, Double) -> Double] = ["add": { $0 + $1 }]
print(ops["add"]!(2, 3))
func applyTwice(_ f: (Double) -> Double, to x: Double) -> Double { f(f(x)) }
print(applyTwice({ $0 + 1 }, to: 1))
print(applyTwice({ x in x * 3 }, to: 2))
let table = [1, 2, 3].map { (n: Int) -> Double in Double(n) / 4 }
print(table)
let ints = [4, 9, 16]
let roots = ints.map { Double($0).squareRoot() }
print(roots)
var handlers: [(Double) -> String] = []
handlers.append { "v=\($0)" }
print(handlers[0](2))
