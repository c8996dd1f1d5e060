enum DecodeError: Error, CustomStringConvertible {
    case missingKey(String)
    case typeMismatch(key: String, expected: String)

    var description: String {
        switch self {
        case .missingKey(let k): return "missing key '\(k)'"
        case .typeMismatch(let k, let t): return "'\(k)' is not \(t)"
        }
    }
}

typealias Payload = [String: Any]

func require<T>(_ payload: Payload, _ key: String, as type: T.Type) throws -> T {
    guard let raw = payload[key] else { throw DecodeError.missingKey(key) }
    guard let value = raw as? T else { throw DecodeError.typeMismatch(key: key, expected: "\(T.self)") }
    return value
}

struct User {
    let id: Int, name: String, admin: Bool

    init(_ p: Payload) throws {
        id = try require(p, "id", as: Int.self)
        name = try require(p, "name", as: String.self)
        admin = (try? require(p, "admin", as: Bool.self)) ?? false
    }
}

let payloads: [Payload] = [
    ["id": 1, "name": "root", "admin": true],
    ["id": 2, "name": "guest"],
    ["id": "3", "name": "typo"],
    ["name": "anon"],
    ["id": 5, "name": "flag", "admin": "yes"],
]
for p in payloads {
    do { let u = try User(p); print("user #\(u.id) \(u.name) admin=\(u.admin)") }
    catch { print("decode failed: \(error)") }
}
