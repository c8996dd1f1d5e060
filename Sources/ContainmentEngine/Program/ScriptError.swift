/// Input that cannot run, located in its text: it does not parse, names an unknown object, or
/// uses something unsupported. Any front end reports its own mistakes with it; nothing of the
/// request is applied.
public struct ScriptError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// The session's limit the input went over (nesting, statements), when that is why it cannot run.
    public var limit: PlaygroundLimits.Key?
    public var description: String { "line \(line), column \(column): \(message)" }

    public init(line: Int, column: Int, message: String, limit: PlaygroundLimits.Key? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.limit = limit
    }
}
