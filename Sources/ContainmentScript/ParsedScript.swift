import ContainmentEngine

/// A script lexed and parsed, not yet bound: parsing needs nothing of the session, so a service
/// can parse before taking the session's lock and hold the lock only to bind and run.
public struct ParsedScript: Sendable {
    /// The text as sent: the session's history records it.
    public let source: String
    /// Top-level statements (binding keeps one statement per syntax statement).
    public var statementCount: Int { syntax.count }
    let syntax: [SyntaxStatement]
    let byteCount: Int

    /// Lexes and parses `source`, throwing the error `Playground.run(source)` would throw for a
    /// script over `limits.maxScriptBytes` or one that does not parse.
    ///
    /// The statement limit is not checked here but by `Playground.run(_:settle:)`, after binding:
    /// `run` has always reported a binding error before an excess of statements, and whether a
    /// script binds depends on the session's objects.
    public static func parse(_ source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> ParsedScript {
        let byteCount = source.utf8.count
        guard byteCount <= limits.maxScriptBytes else { throw .limit(byteLimit(byteCount, limits)) }
        do throws(ScriptError) {
            return ParsedScript(source: source, syntax: try Parser.parse(source, maxNesting: limits.maxNestingDepth), byteCount: byteCount)
        } catch { throw .script(error) }
    }

    static func byteLimit(_ byteCount: Int, _ limits: PlaygroundLimits) -> LimitExceeded {
        LimitExceeded(.maxScriptBytes, "the script is \(byteCount) bytes; the limit is \(limits.maxScriptBytes) (maxScriptBytes)")
    }
}

extension ParsedScript: Program {
    /// Binds every statement against the session's objects and the script's own declarations,
    /// applies the statement limit (the order scripts have always been checked in), then runs
    /// them in order.
    package func run(in playground: Playground) throws {
        for statement in try bind(in: playground) { try playground.perform(statement) }
    }

    /// One step per statement as written (binding keeps one statement per syntax statement).
    package var steps: [SourceStep] { syntax.map { SourceStep(line: $0.position.line, column: $0.position.column) } }

    package func run(in playground: Playground, statements count: Int) throws {
        for statement in try bind(in: playground).prefix(count) { try playground.perform(statement) }
    }

    /// Throws a `ScriptError`, or a `LimitExceeded` for a script over the session's own byte
    /// limit (it may have been parsed with other limits).
    func bind(in playground: Playground) throws -> [Statement] {
        let limits = playground.limits
        guard byteCount <= limits.maxScriptBytes else { throw Self.byteLimit(byteCount, limits) }
        // A strong capture: the binder lives only while binding. (`unowned` cost a checked retain per lookup.)
        var binder = Binder { name in playground.objectType(name) }
        let statements = try binder.bind(syntax)
        guard statements.count <= limits.maxStatementsPerScript else {
            throw statements[limits.maxStatementsPerScript].error(
                "the script has \(statements.count) statements; the limit is \(limits.maxStatementsPerScript) (maxStatementsPerScript)",
                limit: .maxStatementsPerScript)
        }
        return statements
    }
}
