struct ParseError: Error, CustomStringConvertible {
    let input: String
    var description: String { "cannot parse '\(input)'" }
}
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError(input: s) }
    return n
}
func mapAll<T>(_ xs: [String], _ f: (String) throws -> T) rethrows -> [T] {
    var out: [T] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(mapAll(["a", "b"]) { $0 + "!" })
do {
    print(try mapAll(["1", "2", "3"], parse))
    print(try mapAll(["4", "five", "6"], parse))
} catch {
    print("Error:", error)
}
let results = ["7", "x", "9"].map { try? parse($0) }
print(results)
let r: Result<Int, ParseError> = Result { try parse("12") }.mapError { $0 as! ParseError }
switch r {
case .success(let v): print("success", v)
case .failure(let e): print("failure", e)
}
func check() throws { throw ParseError(input: "zz") }
do { try check() } catch let e as ParseError { print(e.input, e) }
