// A custom error struct that also conforms to CustomStringConvertible.
struct AppError: Error, CustomStringConvertible {
    enum Kind { case network, storage }
    let kind: Kind
    let code: Int
    var description: String { "AppError[\(kind) #\(code)]" }
}

func step(_ n: Int) throws {
    if n == 2 { throw AppError(kind: .network, code: 42) }
    if n == 4 { throw AppError(kind: .storage, code: 7) }
    print("step \(n) fine")
}

for n in 1...5 {
    do {
        try step(n)
    } catch let error as AppError where error.kind == .storage {
        print("storage problem: \(error)")
    } catch {
        print("caught \(error)")
    }
}
