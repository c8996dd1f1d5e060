/// Turns of the main run loop and the simulated clock.
extension Playground {
    /// Ends the current turn: pending layout passes run, the transaction commits and the
    /// deferred callbacks fire, until nothing is left (conventions: "Turns and settling").
    func endTurn() throws {
        var rounds = 0
        while state.needsLayoutPass || !state.deferred.isEmpty {
            rounds += 1
            guard rounds <= 1_000 else {
                throw LimitExceeded(
                    fixed: "the run loop did not settle after 1000 layout and commit rounds; does an override keep invalidating layout?")
            }
            if state.needsLayoutPass { try layoutPass() }
            let work = state.deferred
            state.deferred.removeAll()
            for item in work { try finishWindowPath(item) }
        }
    }

    /// `RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))`: end the turn, then let the
    /// clock advance, finishing each due animation in order, each followed by its own turn.
    func runLoop(advancingBy seconds: Double) throws {
        try endTurn()
        let target = state.clock + seconds
        while let next = nextAnimation(), next.end <= target {
            try finish(next)
            try endTurn()
        }
        state.clock = target
    }

    /// Runs the run loop until nothing is pending: every animation finished, every completion run.
    func settle() throws {
        try endTurn()
        while let next = nextAnimation() {
            try finish(next)
            try endTurn()
        }
    }

    func startAnimation(duration: Double, _ finish: Animation.Finish) {
        state.animations.append(Animation(id: state.nextAnimationID, end: state.clock + duration, finish: finish))
        state.nextAnimationID += 1
    }

    private func nextAnimation() -> Animation? {
        state.animations.min { ($0.end, $0.id) < ($1.end, $1.id) }
    }

    private func finish(_ animation: Animation) throws {
        state.animations.removeAll { $0.id == animation.id }
        state.clock = max(state.clock, animation.end)
        switch animation.finish {
        case .controllerTransition(let parent, let from, let to, let began, let completion):
            try finishControllerTransition(parent: parent, from: from, to: to, began: began, completion: completion)
        case .viewTransition(let from, let to, let completion):
            try finishViewTransition(from: from, to: to, completion: completion)
        case .container(let transition):
            try finishContainerTransition(transition)
        case .completion(let body):
            for statement in body ?? [] { try execute(statement) }
        }
    }
}
