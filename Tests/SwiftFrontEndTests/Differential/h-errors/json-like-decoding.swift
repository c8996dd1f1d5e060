import Foundation
enum Value {
    case number(Double)
    case text(String)
    case list([Value]), null
}
enum DecodeError: Error {
    case missing(String)
    case typeMismatch(key: String, expected: String)
}
struct Record {
    let fields: [String: Value]
    func string(_ key: String) throws -> String {
        guard let v = fields[key] else { throw DecodeError.missing(key) }
        guard case .text(let s) = v else { throw DecodeError.typeMismatch(key: key, expected: "text") }
        return s
    }
    func int(_ key: String) throws -> Int {
        guard let v = fields[key] else { throw DecodeError.missing(key) }
        guard case .number(let d) = v, d == d.rounded() else { throw DecodeError.typeMismatch(key: key, expected: "integer") }
        return Int(d)
    }
    func optionalString(_ key: String) throws -> String? {
        if case .null? = fields[key] { return nil } else if fields[key] == nil { return nil }
            return try string(key)
    }
}
struct Person: CustomStringConvertible {
    let name: String, age: Int, nickname: String?
    init(_ r: Record) throws {
        (name, age) = (try r.string("name"), try r.int("age"))
        nickname = try r.optionalString("nick")
    }
    var description: String { "\(name) (\(age))" + (nickname.map { " aka \($0)" } ?? "") }
}
let records = [
    Record(fields: ["name": .text("Ivy"), "age": .number(31), "nick": .text("Ives")]),
    Record(fields: ["name": .text("Oscar"), "age": .number(40), "nick": .null]),
    Record(fields: ["name": .text("Pat"), "age": .number(29.5)]),
    Record(fields: ["age": .number(3)]),
    Record(fields: ["name": .list([]), "age": .number(1)]),
]
for r in records {
    do { print(try Person(r)) } catch { print("decode failed: \(error)") }
}
