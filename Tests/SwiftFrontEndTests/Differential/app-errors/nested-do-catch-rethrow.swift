enum ImportError: Error {
    case badLine(Int, String)
    case tooManyErrors(count: Int)
}

func parseLine(_ line: String, number: Int) throws -> (String, Int) {
    let parts = line.split(separator: "=", maxSplits: 1).map { String($0) }
    guard parts.count == 2, let value = Int(parts[1]) else { throw ImportError.badLine(number, line) }
    return (parts[0], value)
}

func importAll(_ lines: [String], tolerance: Int) throws -> [(String, Int)] {
    var result: [(String, Int)] = []
    var failures = 0
    for (i, line) in lines.enumerated() {
        do {
            result.append(try parseLine(line, number: i + 1))
        } catch ImportError.badLine(let n, let text) {
            failures += 1
            print("  skipping line \(n): '\(text)'")
            if failures > tolerance { throw ImportError.tooManyErrors(count: failures) }
        }
    }
    return result
}

let file = ["width=320", "height", "depth=abc", "scale=2", "=5", "alpha=1"]
for tolerance in [3, 1] {
    print("tolerance \(tolerance):")
    do {
        let pairs = try importAll(file, tolerance: tolerance)
        print("  imported", pairs.map { "\($0.0):\($0.1)" })
    } catch ImportError.tooManyErrors(let count) {
        print("  aborted after \(count) errors")
    } catch {
        print("  \(error)")
    }
}
