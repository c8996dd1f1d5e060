// Converting between throwing calls and Result, and collecting successes and failures.
enum ImportError: Error {
    case badFormat(Int)
}

func importRow(_ row: Int) throws -> String {
    if row % 3 == 0 { throw ImportError.badFormat(row) }
    return "row\(row)"
}

let results: [Result<String, Error>] = (1...6).map { row in
    Result { try importRow(row) }
}
var imported: [String] = []
var failed: [String] = []
for result in results {
    switch result {
    case .success(let value): imported.append(value)
    case .failure(let error): failed.append("\(error)")
    }
}
print(imported)
print(failed)
let firstFailure = results.first { if case .failure = $0 { return true }; return false }
print(firstFailure.map { (try? $0.get()) == nil } ?? false)
print(results.compactMap { try? $0.get() }.count)
