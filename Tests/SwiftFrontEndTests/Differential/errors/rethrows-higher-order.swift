// A rethrows function throws only when its closure does.
enum ValidationError: Error {
    case tooShort(String)
}

func transformAll(_ items: [String], _ transform: (String) throws -> String) rethrows -> [String] {
    var result: [String] = []
    for item in items {
        result.append(try transform(item))
    }
    return result
}

func requireLength(_ s: String) throws -> String {
    guard s.count >= 3 else { throw ValidationError.tooShort(s) }
    return s.uppercased()
}

let names = ["ann", "bob", "cy", "dee"]
print(transformAll(names) { $0 + "!" })
do {
    let upper = try transformAll(names, requireLength)
    print(upper)
} catch ValidationError.tooShort(let s) {
    print("too short: \(s)")
}
print(try transformAll(["eve", "fay"], requireLength))
let mapped = try names.map { try requireLength($0 + "xx") }
print(mapped)
