// Session 37's hunt on optionals and errors: what a `catch` or `if case` pattern binds is typed
// by the enum whose case it names (a range printed as its values, an optional without
// Optional(...)), and `.some(pattern)` of an optional by what the optional holds.
enum LoadError: Error {
    case outOfRange(ClosedRange<Int>)
    case missing(id: Int?)
    case busy
}

func load(_ step: Int) throws -> String {
    switch step {
    case 0: throw LoadError.outOfRange(1...3)
    case 1: throw LoadError.missing(id: 4)
    case 2: throw LoadError.missing(id: nil)
    case 3: throw LoadError.busy
    default: return "loaded \(step)"
    }
}

for step in 0...4 {
    do {
        print(try load(step))
    } catch LoadError.outOfRange(let range) {
        print("range", range, range.count)
    } catch LoadError.missing(let id) {
        print("missing", id as Any, id ?? -1)
    } catch {
        print("other", error)
    }
}
let failure: Error = LoadError.missing(id: 7)
if case LoadError.missing(let id) = failure { print(id as Any) }
let maybe: LoadError? = .outOfRange(0...1)
if case .some(.outOfRange(let range)) = maybe { print(range) }
let result = Result { try load(0) }
if case .failure(let error) = result, case LoadError.outOfRange(let range) = error { print("failed with", range) }
