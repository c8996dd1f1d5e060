/// A script that cannot run: it does not parse, names an unknown object, or uses an unsupported
/// statement. Nothing of the request is applied.
public struct ScriptError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}

public struct SourcePosition: Sendable, Equatable {
    public var line: Int
    public var column: Int

    func error(_ message: String) -> ScriptError {
        ScriptError(line: line, column: column, message: message)
    }
}
