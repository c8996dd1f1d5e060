import ContainmentEngine
import PlaygroundAPI

/// How much a session's accepted inputs weigh: what an export carries and what a replay (after
/// a restart, a wake, an import) costs. Bounded per session, so that a flood of writes cannot
/// grow a journal without end, every export imports back, and waking any session costs at most
/// `maxSessionSteps` of engine work.
struct SessionHistory: Equatable {
    var scripts = 0
    /// The inputs as journal lines and export entries (JSON, one line each).
    var bytes = 0
    /// Engine steps of all the runs: a replay takes as many.
    var steps = 0

    func adding(_ input: SessionInput, steps runSteps: Int) -> SessionHistory {
        adding(lineBytes: JournalFile.line(input).count, steps: runSteps)
    }

    /// An input whose journal line is `lineBytes` long (a mutation builds the line once, to weigh
    /// it and to append it).
    func adding(lineBytes: Int, steps runSteps: Int) -> SessionHistory {
        SessionHistory(scripts: scripts + 1, bytes: bytes + lineBytes, steps: steps + runSteps)
    }

    /// The first per-session limit this history is over, as the 422 to answer.
    func excess(_ configuration: ServiceConfiguration) -> Problem? {
        // Every mutation asks: the common answer without building the table below.
        if scripts <= configuration.maxSessionScripts, bytes <= configuration.maxSessionBytes, steps <= configuration.maxSessionSteps {
            return nil
        }
        let bounds = [
            ("scripts", scripts, configuration.maxSessionScripts, "maxSessionScripts"),
            ("bytes of scripts", bytes, configuration.maxSessionBytes, "maxSessionBytes"),
            ("engine steps to replay", steps, configuration.maxSessionSteps, "maxSessionSteps"),
        ]
        guard let (what, value, limit, name) = bounds.first(where: { $0.1 > $0.2 }) else { return nil }
        return Problem.limitExceeded(
            "the session would hold \(value) \(what); the limit is \(limit) (\(name)): export what you need and start a new session",
            setting: name)
    }
}
