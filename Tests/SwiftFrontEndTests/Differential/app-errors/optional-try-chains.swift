import Foundation

enum ConversionError: Error { case invalid(String), negative(Double) }

func parseAmount(_ s: String) throws -> Double {
    guard let v = Double(s) else { throw ConversionError.invalid(s) }
    guard v >= 0 else { throw ConversionError.negative(v) }
    return v
}

func convert(_ s: String, rate: Double) throws -> Double {
    let amount = try parseAmount(s)
    return (amount * rate * 100).rounded() / 100
}

let amounts = ["12.50", "abc", "-3", "0", "1e3"]
for a in amounts {
    let eur = try? convert(a, rate: 0.92)
    let text = eur.map { "€\($0)" } ?? "—"
    print("\(a.padding(toLength: 6, withPad: " ", startingAt: 0)) \(text)")
}

let total = amounts.compactMap { try? parseAmount($0) }.reduce(0, +)
print("total parsed:", total)

if let first = try? parseAmount("7.25"), let second = try? parseAmount("2.75") {
    print("sum of pair:", first + second)
}
let errorDescriptions = amounts.map { a -> String in
    do { _ = try parseAmount(a); return "ok" } catch { return "\(error)" }
}
print(errorDescriptions)
