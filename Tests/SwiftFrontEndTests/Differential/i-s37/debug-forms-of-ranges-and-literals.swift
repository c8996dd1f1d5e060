// Session 37's hunt on printing: partial ranges in their debug form name their module, a NaN
// swiftc folds from two literals is positive (one computed from values is the processor's, or
// positive again where -O folds it: not here).
struct Window {
    var from = 2...
    var upTo = ..<4
}
debugPrint(2...)
print(String(reflecting: ..<4), [...7])
print(Window())
print(Optional(..<3) as Any, (..<3, 1))
print(2..., ..<4)
print(0.0 / 0.0, "\(0.0 / 0.0)")
let one = ["only": 1]
print(one.first as Any, one.first!.key)
