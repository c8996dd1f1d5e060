import Foundation

enum MathError: Error {
    case divideByZero
    case negativeRoot(Double)
}

func safeDivide(_ a: Int, _ b: Int) throws -> Int {
    if b == 0 { throw MathError.divideByZero }
    return a / b
}

func squareRoot(_ x: Double) throws -> Double {
    if x < 0 { throw MathError.negativeRoot(x) }
    return x.squareRoot()
}

func applyAll<T, U>(_ items: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for item in items { out.append(try f(item)) }
    return out
}

print(applyAll([1, 2, 3]) { $0 * 10 })
do {
    print(try applyAll([10, 20, 30]) { try safeDivide(60, $0) })
    print(try applyAll([5, 0, 1]) { try safeDivide(60, $0) })
} catch {
    print("caught \(error)")
}
let roots = [16.0, 2.25, -4.0].map { x -> String in
    do { return String(try squareRoot(x)) } catch MathError.negativeRoot(let v) { return "√(\(v)) undefined" } catch { return "?" }
}
print(roots)
func describe(_ work: () throws -> Int) -> String {
    do { return "value \(try work())" } catch { return "error \(error)" }
}
print(describe { try safeDivide(7, 2) })
print(describe { try safeDivide(7, 0) })
let forced: Int = try! safeDivide(9, 3)
print(forced)
