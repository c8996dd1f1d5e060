// What print shows for different kinds of caught errors.
enum StorageError: Error {
    case full
    case corrupted(file: String, offset: Int)
    case denied(String)
}

struct QuotaError: Error {
    var used: Int
    var limit: Int
}

let errors: [Error] = [
    StorageError.full,
    StorageError.corrupted(file: "db.sqlite", offset: 512),
    StorageError.denied("root"),
    QuotaError(used: 11, limit: 10),
]
for e in errors {
    do {
        throw e
    } catch {
        print(error)
        print("  \(type(of: error))")
    }
}
print(String(describing: errors[1]))
