import ContainmentEngine

/// A place in a script: 1-based line and column.
extension ScriptError {
    /// The same error, marked as plain Swift the flat language does not speak.
    var swiftOnly: ScriptError {
        var marked = self
        marked.isSwiftOnly = true
        return marked
    }
}

public struct SourcePosition: Sendable, Equatable {
    public var line: Int
    public var column: Int

    func error(_ message: String, limit: PlaygroundLimits.Key? = nil) -> ScriptError {
        ScriptError(line: line, column: column, message: message, limit: limit)
    }
}
