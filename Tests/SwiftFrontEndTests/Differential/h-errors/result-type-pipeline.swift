import Foundation

enum ParseError: Error, Equatable {
    case notANumber(String)
    case outOfRange(Int)
}

func parse(_ s: String) -> Result<Int, ParseError> {
    guard let n = Int(s.trimmingCharacters(in: .whitespaces)) else { return .failure(.notANumber(s)) }
    guard (1...100).contains(n) else { return .failure(.outOfRange(n)) }
    return .success(n)
}

let inputs = ["42", " 7 ", "abc", "150", "100", "-3"]
let results = inputs.map(parse)
for (input, result) in zip(inputs, results) {
    switch result {
    case .success(let n): print("'\(input)' -> \(n)")
    case .failure(.notANumber): print("'\(input)' -> not a number")
    case .failure(.outOfRange(let n)): print("'\(input)' -> \(n) out of range")
    }
}
let doubled = results.map { $0.map { $0 * 2 } }
let values = doubled.compactMap { try? $0.get() }
print(values)
let firstFailure = results.first { if case .failure = $0 { return true } else { return false } }
print(firstFailure.map { "\($0)" } ?? "none")
let total = results.reduce(0) { acc, r in acc + ((try? r.get()) ?? 0) }
print("total \(total)")
let chained = parse("10").flatMap { n in n > 5 ? parse("\(n * 20)") : .success(n) }
print(chained)
