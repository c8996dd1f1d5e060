/// Input that cannot run, located in its text: it does not parse, names an unknown object, or
/// uses something unsupported. Any front end reports its own mistakes with it; nothing of the
/// request is applied.
public struct ScriptError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// The session's limit the input went over (nesting, statements), when that is why it cannot run.
    public var limit: PlaygroundLimits.Key?
    /// The flat language met plain Swift it does not speak (`let x = 5`, `print(x)`: values, not
    /// objects): the service runs the text as Swift when Swift compiles it.
    public var isSwiftOnly = false

    private enum CodingKeys: String, CodingKey { case line, column, message, limit }
    public var description: String { "line \(line), column \(column): \(message)" }

    public init(line: Int, column: Int, message: String, limit: PlaygroundLimits.Key? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.limit = limit
    }
}
