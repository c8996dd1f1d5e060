// Errors that are Equatable can be compared after being caught.
enum FormError: Error, Equatable {
    case empty(field: String)
    case tooLong(field: String, max: Int)
}

func validate(_ field: String, _ value: String, max: Int) throws {
    if value.isEmpty { throw FormError.empty(field: field) }
    if value.count > max { throw FormError.tooLong(field: field, max: max) }
}

var collected: [FormError] = []
let fields = [("name", "Ann", 10), ("email", "", 20), ("bio", "a very long biography", 8), ("city", "", 5)]
for (field, value, max) in fields {
    do {
        try validate(field, value, max: max)
        print("\(field) ok")
    } catch let e as FormError {
        collected.append(e)
    } catch {}
}
print(collected.count)
print(collected.contains(.empty(field: "email")), collected.contains(.empty(field: "name")))
print(collected[1] == .tooLong(field: "bio", max: 8))
print(collected.filter { if case .empty = $0 { return true } else { return false } }.count)
