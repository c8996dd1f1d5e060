/// What a front end that interprets user code needs from the engine beyond `perform`: a place for
/// its own per-session state that rolls back with the session, the session's objects read as
/// values, the log, diagnostics and the work budget.

/// State a front end keeps per session (a Swift runtime's heap): it takes part in every mutation,
/// so a failed one leaves it as it was. `begin` is called before a program runs (or when the
/// participant joins during one), then exactly one of `commit` or `rollback`.
package protocol TransactionParticipant: AnyObject {
    func begin()
    func commit()
    func rollback()
    /// The bytes it keeps for the session, after a run that allocated `allocatedThisRun`: exact,
    /// or an upper bound when that is below `limit` (so a cheap answer serves most runs).
    func keptBytes(allocatedThisRun: Int, limit: Int) -> Int
    /// The run loop has settled after the program ran (transitions finished, completions run):
    /// what the participant does once the engine holds nothing in flight.
    func settled(in playground: Playground) throws
}

extension TransactionParticipant {
    package func keptBytes(allocatedThisRun: Int, limit: Int) -> Int { 0 }
    package func settled(in playground: Playground) throws {}
}

/// User code stored in the engine's deferred work (a completion handler, an animation block)
/// and run when the engine gets there, like the statements of the flat language.
package protocol UserCode: Sendable {
    func run(on playground: Playground) throws
}

/// A runtime trap in user code (`fatalError`, a nil unwrapped, an index out of range): the
/// mutation is rolled back and the trap reported with Swift's wording (`message`, e.g. "Fatal
/// error: Index out of range") and its line.
package struct RuntimeTrap: Error {
    package var message: String
    package var line: Int
    package var column: Int
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

extension Playground {
    /// The participant registered under `key`, creating it with `make` (joined to the mutation
    /// in progress) the first time.
    package func participant<State: TransactionParticipant>(_ key: String, make: () -> State) -> State {
        if let existing = participants[key] as? State { return existing }
        let state = make()
        participants[key] = state
        if inMutation { state.begin() }
        return state
    }

    /// The participant registered under `key`, if any.
    package func existingParticipant(_ key: String) -> (any TransactionParticipant)? { participants[key] }

    /// Logs `text` as a console line (`console: ` + text), as `print` does.
    package func printToConsole(_ text: String, controller: String? = nil) { emit(.console, text, controller: controller, origin: .program) }

    /// A front end entering one of its statements at `line` (nested ones too: an override's body,
    /// a function, a closure): what its log entries name as `sourceLine`. Returns the line to
    /// give back to `leaveStatement` when it is done.
    package func enterStatement(at line: Int?, column: Int? = nil) -> StatementPlace {
        let outer = StatementPlace(line: innermostLine, column: innermostColumn)
        if let line {
            innermostLine = line
            innermostColumn = column
        }
        return outer
    }

    package func leaveStatement(restoring outer: StatementPlace) {
        innermostLine = outer.line
        innermostColumn = outer.column
    }

    /// The line of the statement running now (the innermost one): where a front end's error
    /// about an expression without a place of its own points.
    package var statementLine: Int { innermostLine ?? currentLine ?? 0 }

    /// Reports a diagnostic for the statement being run.
    package func reportDiagnostic(_ diagnostic: Diagnostic) { report(diagnostic) }

    /// Counts one unit of work against `maxStepsPerRequest`.
    package func countStep() throws { try step() }

    /// Counts a value about to be made: `bytes` against the run's byte budget (`maxRequestBytes`,
    /// or less when the service has less left), and its own size (`valueBytes`, when it is one
    /// string or collection) against `maxValueBytes`. Called before the value is made, so a
    /// value too large is never allocated.
    package func allocate(bytes: Int, valueBytes: Int = 0) throws {
        if valueBytes > limits.maxValueBytes {
            throw LimitExceeded(
                .maxValueBytes,
                "a string or collection of \(valueBytes) bytes is larger than one value may be, \(limits.maxValueBytes) bytes (maxValueBytes)")
        }
        let (total, overflow) = allocatedBytes.addingReportingOverflow(bytes)
        allocatedBytes = overflow ? .max : total
        if allocatedBytes > budget.bytes { throw budget.bytesExceeded }
    }

    /// The top-level line log entries and diagnostics name from now on.
    package func setCurrentLine(_ line: Int?) {
        currentLine = line
        innermostLine = line
        innermostColumn = nil
    }

    // MARK: The session's objects, read as values

    package struct ControllerInfo: Sendable {
        package var name: String
        package var className: String
        package var kind: ControllerKind
        package var parent: String?
        package var children: [String]
        package var view: String?
        package var presented: String?
        package var presenting: String?
        /// A UIKit container's `viewControllers` (stack, tabs, pages, columns); nil for a plain one.
        package var containerList: [String]?
        /// A tab bar controller's `selectedIndex`.
        package var selectedIndex: Int?
        package var isMovingToParent = false
        package var isMovingFromParent = false
        package var isBeingPresented = false
        package var isBeingDismissed = false
        package var automaticallyForwardsAppearance = true
        package var modalPresentationStyle = ModalPresentationStyle.automatic
        package var definesPresentationContext = false
        package var additionalSafeAreaInsets = EdgeInsets.zero
        package var overrideUserInterfaceStyle: UserInterfaceStyle?
    }

    /// A tab bar controller's `selectedViewController`.
    package func selectedViewController(of tabs: String) -> String? { selectedTab(of: tabs) }

    package struct ViewInfo: Sendable {
        package var name: String
        package var className: String
        package var owner: String?
        package var superview: String?
        package var subviews: [String]
        package var frame: Rect
        package var alpha: Double = 1
        package var isHidden = false
        package var translatesAutoresizingMaskIntoConstraints = true
        package var autoresizingMask: AutoresizingMask = []
        package var safeAreaInsets = EdgeInsets.zero
        /// A stack view's axis, spacing and arranged subviews.
        package var stack: (axis: StackLayout.Axis, spacing: Double, arranged: [String])?
    }

    /// Whether the view is in the window (a walk up its superviews: asked only when needed).
    package func viewIsInWindow(_ name: String) -> Bool { isInWindow(name) }

    /// A controller's kind, or nil when `name` is not a controller: what most questions need,
    /// without building its whole `ControllerInfo`.
    package func controllerKind(_ name: String) -> ControllerKind? { controllers[name]?.kind }

    package func controllerInfo(_ name: String) -> ControllerInfo? {
        guard let c = controllers[name] else { return nil }
        return ControllerInfo(
            name: name, className: c.className, kind: c.kind, parent: c.parent, children: c.children, view: c.view,
            presented: c.presented, presenting: c.presenting, containerList: c.containerList, selectedIndex: c.container.selectedIndex,
            isMovingToParent: c.isMovingToParent, isMovingFromParent: c.isMovingFromParent, isBeingPresented: c.isBeingPresented,
            isBeingDismissed: c.isBeingDismissed, automaticallyForwardsAppearance: c.automaticallyForwardsAppearance,
            modalPresentationStyle: c.modalPresentationStyle, definesPresentationContext: c.definesPresentationContext,
            additionalSafeAreaInsets: c.additionalSafeAreaInsets, overrideUserInterfaceStyle: c.overrideUserInterfaceStyle)
    }

    package func viewInfo(_ name: String) -> ViewInfo? {
        guard let v = views[name] else { return nil }
        return ViewInfo(
            name: name, className: v.className, owner: v.owner, superview: v.superview, subviews: v.subviews, frame: v.frame, alpha: v.alpha,
            isHidden: v.isHidden, translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMaskIntoConstraints,
            autoresizingMask: v.autoresizingMask, safeAreaInsets: v.safeAreaInsets, stack: v.stack.map { ($0.axis, $0.spacing, $0.arranged) })
    }

    /// A controller's root view, loaded first if it is not (reading `view` does that in UIKit).
    package func loadedView(of controller: String) throws -> String { try resolve(.root(of: controller)) }

    package var rootViewController: String? { state.window.rootViewController }
    package var windowSize: Size { state.window.size }
    /// The window's root controller, if it has one.
    package var windowRootName: String? { state.window.rootViewController }
    package static var windowViewName: String { Window.viewName }

    /// The nearest ancestor of `name` of the given kind (`navigationController` and friends).
    package func ancestorController(of name: String, kind: ControllerKind) -> String? { ancestor(of: name, kind: kind) }

    /// Whether a controller or plain view already has this name.
    package func isNameTaken(_ name: String) -> Bool { controllers[name] != nil || views[name] != nil || name == Window.viewName }
}

/// Where a front end's statement is, to come back to when a nested one is done.
package struct StatementPlace: Sendable {
    package var line: Int?
    package var column: Int?
}
