import ContainmentEngine
import ContainmentScript

/// The front end for each kind of input. Injected into the store, so tests can give one that
/// returns a fixed program.
struct FrontEnds: Sendable {
    var script: any FrontEnd = ScriptFrontEnd()

    /// The program `input` stands for, or the input's own located error (`.script`) or size
    /// limit (`.limit`). Runs outside any session lock: it needs nothing of the session.
    func program(for input: SessionInput, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        switch input {
        case .script(let source, _): try script.program(for: source, limits: limits)
        }
    }
}
