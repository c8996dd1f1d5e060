// A type with only CustomDebugStringConvertible: what does print use?
struct ID: CustomDebugStringConvertible {
    var raw: Int
    var debugDescription: String { "ID#\(raw)" }
}
let id = ID(raw: 7)
print(id)
debugPrint(id)
print("\(id)")
print([id])
print(String(describing: id))
print(String(reflecting: id))
