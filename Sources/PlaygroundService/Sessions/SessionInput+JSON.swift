import PlaygroundAPI

/// A session input as its journal line and export entry: the same object `Codable` reads back
/// (`SessionInput.init(from:)`), written by hand as every answer is.
extension SessionInput: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            if case .simulate(let version) = self { return json.field("ios", version.description) }
            switch self {
            case .swift, .objc: json.field("language", language)
            default: break
            }
            json.field("source", source)
            json.field("settle", settle)
        }
    }
}
