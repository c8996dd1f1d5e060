// Force-unwrapping a failed as? to a protocol traps.
protocol Persistable {
    func save() -> String
}

struct Note: Persistable {
    let text: String
    func save() -> String { "saved note '\(text)'" }
}

struct Draft {
    let text: String
}

let documents: [Any] = [Note(text: "buy milk"), Note(text: "call mom"), Draft(text: "untitled")]
for doc in documents {
    print("saving \(type(of: doc))")
    let persistable = doc as? Persistable
    let item = persistable!
    print(item.save())
}
print("not reached")
