import ContainmentEngine

/// The flat script language (docs/script-language.md) as a front end: lexed and parsed outside
/// the session's lock, bound against the session's objects when it runs.
public struct ScriptFrontEnd: FrontEnd {
    public init() {}

    package func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        try ParsedScript.parse(source, limits: limits)
    }
}

extension Playground {
    /// Parses, binds and runs a script of the flat language as one atomic mutation (see
    /// `run(_ program:settle:)`).
    @discardableResult
    public func run(_ source: String, settle: Bool = true) throws(PlaygroundError) -> RunReport {
        try run(try ParsedScript.parse(source, limits: limits), settle: settle)
    }
}
