import ContainmentEngine
import PlaygroundAPI

/// Rebuilds playgrounds from accepted inputs, as `SessionStore.mutate` ran them: in full (a
/// dormant session waking, an import), as a delta onto a live copy (another node's writes), and
/// stopped part way (time travel). It holds no session and touches no store: the inputs are
/// given, the playground is returned, and the only shared thing it uses is the process's memory
/// budget, which every run in the process shares.
///
/// The request limits (size, statements, steps, nesting) are lifted: each input passed them when
/// it was accepted, and a lowered setting must not shorten a session. The session limits
/// (controllers, views, depths) and the memory budgets still hold: a playground over them is not
/// one this configuration serves.
struct Replayer: Sendable {
    let frontEnds: FrontEnds
    /// The limits the service runs requests with; a replay runs with `lifted`, and the playground
    /// it returns is set back to these.
    let limits: PlaygroundLimits
    let heapBudget: ProcessHeapBudget
    /// A replayed input's budget: steps without bound, bytes as a request has them.
    let budget: RunBudget

    init(frontEnds: FrontEnds, limits: PlaygroundLimits, heapBudget: ProcessHeapBudget) {
        self.frontEnds = frontEnds
        self.limits = limits
        self.heapBudget = heapBudget
        var budget = RunBudget(limits)
        budget.steps = .max
        self.budget = budget
    }

    /// The first input of a replay that failed, and why.
    struct Failure: Error {
        var index: Int
        var problem: Problem
    }

    var lifted: PlaygroundLimits {
        var lifted = limits
        lifted.maxScriptBytes = .max
        lifted.maxStatementsPerScript = .max
        lifted.maxNestingDepth = max(limits.maxNestingDepth, ServiceConfiguration.maxRecursionDepth)
        return lifted
    }

    /// Replays `inputs` into a new playground (or onto `existing`: another node's delta, or what
    /// a snapshot restored), all or nothing, adding each to `history`.
    func replay(
        _ inputs: some Collection<SessionInput>, onto existing: Playground? = nil, history: SessionHistory = SessionHistory()
    ) -> Result<(Playground, SessionHistory), Failure> {
        let lifted = lifted
        let playground = existing ?? Playground(limits: lifted)
        playground.limits = lifted
        defer { playground.limits = limits }
        var history = history
        for (index, input) in inputs.enumerated() {
            do throws(PlaygroundError) {
                // The steps lifted, the memory budgets not (each input was accepted within them:
                // one lowered since marks the session damaged, loudly, as a lowered session limit
                // does); a process short of memory now answers 503 and keeps the session.
                let (budget, reserved) = heapBudget.reserve(budget)
                defer { heapBudget.release(reserved) }
                let report = try playground.run(try frontEnds.program(for: input, limits: lifted), settle: input.settle, budget: budget)
                heapBudget.record(playground, keeps: report.keptBytes)
                history = history.adding(input, steps: report.steps)
            } catch {
                return .failure(Failure(index: index, problem: Problem(error)))
            }
        }
        return .success((playground, history))
    }

    /// The top-level statements of `input` as steps (where each starts).
    func steps(of input: SessionInput) throws(Problem) -> [SourceStep] {
        do throws(PlaygroundError) { return try frontEnds.program(for: input, limits: lifted).steps } catch { throw Problem(error) }
    }

    /// Time travel inside an input: the inputs before the last replayed, then only the first
    /// `count` top-level statements of the last, without letting the run loop settle after
    /// them: the state right after that statement ran.
    func replay(_ inputs: [SessionInput], stoppingAfter count: Int) throws(Problem) -> Playground {
        guard let last = inputs.last else { throw Problem.badRequest("'statement' needs a revision from 1") }
        let playground: Playground
        switch replay(inputs.dropLast()) {
        case .success(let (replayed, _)): playground = replayed
        case .failure(let failure): throw failure.problem
        }
        playground.limits = lifted
        defer { playground.limits = limits }
        do throws(PlaygroundError) {
            let program = try frontEnds.program(for: last, limits: lifted)
            try playground.run(ProgramPrefix(program, statements: count), settle: false, budget: .unbounded)
        } catch {
            throw Problem(error)
        }
        return playground
    }

    /// Time travel to a callback: the inputs replayed until the log holds `entry` entries, the
    /// run stopped right there (inside an input, inside its run loop's turn); nil when the inputs
    /// never log that many.
    func replay(_ inputs: [SessionInput], stoppingAtEntry entry: Int) throws(Problem) -> Playground? {
        let playground = Playground(limits: limits)
        playground.stopAtLogCount = entry
        // One input at a time: the one that reaches the entry stops there, and none runs after it.
        for input in inputs where playground.logCount < entry {
            if case .failure(let failure) = replay(CollectionOfOne(input), onto: playground) { throw failure.problem }
        }
        playground.stopAtLogCount = nil
        return playground.logCount >= entry ? playground : nil
    }
}
