// try? turns a thrown error into nil and a result into an optional.
enum ConversionError: Error {
    case notANumber(String)
    case negative(Int)
}

func parsePositive(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ConversionError.notANumber(text) }
    guard n >= 0 else { throw ConversionError.negative(n) }
    return n
}

let inputs = ["12", "abc", "-4", "0"]
for input in inputs {
    let value = try? parsePositive(input)
    print(input, value as Any)
}
let valid = inputs.compactMap { try? parsePositive($0) }
print(valid)
if let n = try? parsePositive("99") {
    print("parsed", n)
}
let total = (try? parsePositive("x")) ?? -1
print(total)
