/// What a front end hands the engine: user code, compiled from its input and ready to run
/// against a session. The engine runs it inside one atomic mutation (`Playground.run`): whatever
/// the program does, an error it throws leaves the session exactly as it was.
///
/// A program drives the session through `Playground.perform(_:)` and looks names up through
/// `Playground.objectType(_:)`; user code that should run when UIKit calls a controller back is
/// installed as a `ControllerBehaviour` (`Action.override`), never stored as statements in the
/// model. Throwing a `ScriptError` reports the input's own mistake (nothing ran yet, or the
/// session is rolled back); engine errors (UIKit exceptions, limits) pass through unchanged.
package protocol Program: Sendable {
    func run(in playground: Playground) throws

    /// Where each top-level statement starts, in order: the places a client can step to.
    var steps: [SourceStep] { get }

    /// Runs only the first `count` top-level statements (declarations of a Swift file are made
    /// first, as `run` makes them): the state a client steps to.
    func run(in playground: Playground, statements count: Int) throws
}

/// A top-level statement's place in its input.
package struct SourceStep: Sendable, Equatable {
    package var line: Int
    package var column: Int
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

extension Program {
    /// A program that cannot stop between statements has one step: all of it.
    package var steps: [SourceStep] { [] }
    package func run(in playground: Playground, statements count: Int) throws { if count > 0 { try run(in: playground) } }
}

/// The first `count` top-level statements of `program`, as a program of its own.
package struct ProgramPrefix: Program {
    package let program: any Program
    package let count: Int
    package init(_ program: any Program, statements count: Int) {
        self.program = program
        self.count = count
    }
    package func run(in playground: Playground) throws { try program.run(in: playground, statements: count) }
}

/// Turns one kind of input (the flat script language, a Swift file) into a `Program`. Called
/// outside any session lock: it needs nothing of the session, only its limits.
package protocol FrontEnd: Sendable {
    /// Throws `.script` for input that does not parse (with its line and column) and `.limit`
    /// for input over the limits a front end checks before running (its size).
    func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program
}

/// What a name in the session stands for, as a front end needs to know to bind a call on it.
package enum ObjectType: Sendable, Equatable {
    case controller(ControllerKind)
    case view(className: String)
}

extension Playground {
    /// The session's object called `name`, if any (declared controllers and plain views; not the
    /// window, not controllers' root views).
    package func objectType(_ name: String) -> ObjectType? {
        if let controller = controllers[name] { return .controller(controller.kind) }
        if let view = views[name], view.owner == nil, name != Window.viewName { return .view(className: view.className) }
        return nil
    }

    /// Executes one top-level statement of a program: log entries and diagnostics name its line
    /// (until the next one; `run` clears it). Statements nested in a behaviour or a completion
    /// use `execute`, and keep the line of the statement that triggered them.
    package func perform(_ statement: Statement) throws {
        currentLine = statement.line
        try execute(statement)
    }
}
