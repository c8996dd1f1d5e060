import ContainmentEngine

/// Runs `FileIR` against a session: statements and expressions here, objects and UIKit in the
/// extensions. Stateless but for the call depth: everything that lasts is in the runtime's heap.
///
/// Why it is large (about 4,100 lines over 18 `Interpreter+*.swift` files, 1,400 more in the
/// `UIKit+*.swift` ones): it runs a language. Each file is one concern (expressions, calls,
/// members, assignment, lifetimes, the standard library...) and stays under 400 lines; splitting
/// the type itself would only pass the same state from one to the other.
final class Interpreter {
    let playground: Playground
    let runtime: SwiftRuntime
    var depth = 0

    init(playground: Playground, runtime: SwiftRuntime) {
        self.playground = playground
        self.runtime = runtime
    }

    /// How a statement ended.
    enum Flow {
        case normal
        case returned(Value)
        case broke(String?)
        case continued(String?)
    }

    /// An optional chain met nil (`a?.b`): the whole chain is nil.
    struct ChainBreak: Error {}

    /// An error user code threw: caught by `do`/`catch`, `try?` and `try!`; at the top level it
    /// traps as Swift does (`SwiftProgram`), and it never leaves a callback UIKit called
    /// (`uncaught`), since those cannot throw.
    struct ThrownError: Error {
        var value: Value
        var loc: Loc
    }

    /// Runs user code the engine called (an override, a delegate method, a completion): an error
    /// thrown there has nowhere to go, which swiftc refuses to compile.
    func uncaught<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let thrown as ThrownError {
            throw error("error is not handled because the enclosing function is not declared 'throws'", thrown.loc)
        }
    }

    /// What a top-level `throw` that nothing caught does: Swift's trap.
    /// A returned value with the local functions in it holding their scopes (`return inc`,
    /// `return (inc, reset)`, `return [inc]`): they leave the scope they were declared in.
    static func escaping(_ value: Value) -> Value {
        switch value {
        case .closure(let closure): return closure.escaping.map { .closure($0) } ?? value
        case .tuple(let items, let labels) where items.contains(where: \.isCallable): return .tuple(items.map(escaping), labels: labels)
        case .array(let items) where items.first?.isCallable == true: return .array(items.map(escaping))
        default: return value
        }
    }

    /// At the top-level statement it escaped from (where Xcode marks it): the `throw` may be
    /// deep in a helper, or in the prelude's `Result.get()`.
    func uncaughtAtTopLevel(_ thrown: ThrownError) -> RuntimeTrap {
        trap("Fatal error: Error raised at top level: \(debugDescribe(thrown.value))", statementLoc)
    }

    func trap(_ message: String, _ loc: Loc) -> RuntimeTrap {
        RuntimeTrap(message: message, line: loc.line, column: loc.column)
    }

    /// The running statement's line, for errors about an expression that keeps no place.
    var statementLoc: Loc { Loc(line: playground.statementLine, column: 1) }

    func error(_ message: String, _ loc: Loc) -> ScriptError {
        ScriptError(line: loc.line, column: loc.column, message: message)
    }

    // MARK: Statements

    func executeBlock(_ statements: [Stmt], in scope: Scope) throws -> Flow {
        let tracked = runtime.tracksLifetimes
        if tracked { runtime.liveScopes.append(scope) }
        let flow = try executeBlockBody(statements, in: scope, tracked: tracked)
        // The block's locals go here, as ARC releases them at the end of their scope (a struct's
        // `self`, which its init or mutating method leaves to its caller, stays).
        if tracked {
            if !scope.variables.isEmpty { runtime.mayHaveReleased = true }
            if let me = scope.variables["self"], me.isValueType { pin(me) }
            try releasePoint()
        }
        return flow
    }

    private func executeBlockBody(_ statements: [Stmt], in scope: Scope, tracked: Bool) throws -> Flow {
        // Each `defer` with how many locals were declared before it.
        var defers: [(body: [Stmt], declared: Int)] = []
        var flow = Flow.normal
        defer {
            for deferred in defers.reversed() {
                // Swift ends the locals declared after a `defer` before it runs (reverse order of
                // declaration: `let a; defer {...}; let b` releases b, runs the defer, releases a).
                if tracked { releaseLocals(of: scope, after: deferred.declared, keeping: flow) }
                _ = try? executeBlock(deferred.body, in: scope)
            }
            if tracked, !runtime.liveScopes.isEmpty { runtime.liveScopes.removeLast() }
        }
        for statement in statements {
            if case .deferStmt(let body) = statement {
                defers.append((body, scope.variables.count))
                continue
            }
            do { flow = try execute(statement, in: scope) } catch let thrown as ThrownError {
                if tracked, !defers.isEmpty { pin(thrown.value) }  // the error a `catch` takes outlives the locals
                throw thrown
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: Stmt, in scope: Scope, topLevel: Bool = false) throws -> Flow {
        let tracked = runtime.tracksLifetimes
        let mark = runtime.temporaries.count
        let flow: Flow
        do { flow = try executeStatement(statement, in: scope, topLevel: topLevel) } catch {
            if tracked, runtime.temporaries.count > mark { runtime.temporaries.removeSubrange(mark...) }
            throw error
        }
        // The statement's temporaries go at its end (a `return`'s value goes on to the caller).
        // An assignment drops its old value without a temporary: every statement's end is a release point.
        if tracked {
            if case .returned(let value) = flow { try unpin(to: mark, keeping: value) } else { try unpin(to: mark, keeping: nil) }
            try releasePoint()
        }
        // What user code threw where the interpreter could not pass it on at once (a user's
        // `==` inside `contains`): raised at the end of its statement.
        if let failure = runtime.deferredFailure {
            runtime.deferredFailure = nil
            throw failure
        }
        return flow
    }

    private func executeStatement(_ statement: Stmt, in scope: Scope, topLevel: Bool) throws -> Flow {
        try playground.countStep()
        let outer = playground.enterStatement(at: statement.loc?.line, column: statement.loc?.column)
        defer { playground.leaveStatement(restoring: outer) }
        switch statement {
        case .expression(let expr, _):
            // An ignored result goes with its call's temporaries, at the statement's end, first.
            _ = try evaluateExpression(expr, in: scope, bindingName: nil, expected: nil)
        case .binding(let names, let pattern, let valueExpr, _, let type, let loc):
            let name = scope.bindingAlias.flatMap { $0.local == names.first ? $0.name : nil } ?? names.first
            let value = coerce(try valueExpr.map { try evaluate($0, in: scope, bindingName: name, expected: type) } ?? .null, to: type)
            if let pattern {
                guard try match(pattern, value, in: scope, bindInto: topLevel ? nil : scope) else {
                    throw trap("Fatal error: the value does not match the pattern", loc)
                }
            }
            runtime.mayHaveReleased = true  // a later script may declare a global again
            for name in names {
                if topLevel { runtime.heap.globals[name] = value } else { scope.variables[name] = value }
            }
        case .referenceOwnership(let names, let ownership):
            runtime.mayHaveReleased = true  // its variables stop holding their objects
            for name in names {
                if topLevel { runtime.heap.globalOwnership[name] = ownership } else { scope.ownership[name] = ownership }
            }
        case .ifStmt(let conditions, let body, let elseBody, _):
            let inner = Scope(parent: scope, context: nil)
            if try live(inner, { try holds(conditions, in: inner) }) { return try executeBlock(body, in: inner) }
            if let elseBody { return try executeBlock(elseBody, in: Scope(parent: scope, context: nil)) }
        case .guardStmt(let conditions, let body, let loc):
            if try holds(conditions, in: scope) { return .normal }
            let flow = try executeBlock(body, in: Scope(parent: scope, context: nil))
            if case .normal = flow { throw error("'guard' body must not fall through", loc) }
            return flow
        case .switchStmt(let subjectExpr, let cases, let loc):
            let subject = try evaluate(subjectExpr, in: scope)
            for switchCase in cases {
                let inner = Scope(parent: scope, context: nil)
                var matched = switchCase.isDefault
                for (pattern, whereClause) in switchCase.patterns where !matched {
                    if try live(
                        inner,
                        {
                            try match(pattern, subject, in: scope, bindInto: inner)
                                && (whereClause.map({ try truth(evaluate($0, in: inner)) }) ?? true)
                        })
                    {
                        matched = true
                    }
                }
                guard matched else { continue }
                let flow = try executeBlock(switchCase.body, in: inner)
                if case .broke(nil) = flow { return .normal }
                return flow
            }
            _ = loc
        case .forIn(let pattern, let sequenceExpr, let whereExpr, let body, let label, let loc):
            // One turn of the loop: nil to go on, or how the loop ends.
            func turn(_ element: Value) throws -> Flow? {
                // A turn of an empty body runs no statement: it counts as one, or `for _ in 0..<Int.max {}`
                // would spin past every budget and deadline (found by fuzz/run-objc.sh, session 27).
                if body.isEmpty { try playground.countStep() }
                let inner = Scope(parent: scope, context: nil)
                guard
                    try live(
                        inner,
                        { try match(pattern, element, in: scope, bindInto: inner) && (whereExpr.map { try truth(evaluate($0, in: inner)) } ?? true) })
                else { return nil }
                switch try executeBlock(body, in: inner) {
                case .normal: return nil
                case .broke(let target) where target == nil || target == label: return .normal
                case .continued(let target) where target == nil || target == label: return nil
                case let other: return other
                }
            }
            // `for i in 0..<n`: counted, not made (its values would take memory Swift never uses).
            if let range = try countedRange(sequenceExpr, in: scope) {
                for index in range { if let end = try turn(.int(index)) { return end } }
                return .normal
            }
            let sequence = try evaluate(sequenceExpr, in: scope)
            if runtime.heap.hasCollectionBoxes, case .object(let id) = sequence, runtime.heap.objects[id]?.properties[Self.boxItems] != nil {
                return try fastEnumeration(of: id, loc, turn)
            }
            if let end = try lazyLoop(sequence, loc, turn) { return end }
            if let end = try sequenceChainLoop(sequence, loc, turn) { return end }
            if let end = try programSequenceLoop(sequence, loc, turn) { return end }
            for element in try elements(of: sequence, loc) {
                if let end = try turn(element) { return end }
            }
        case .whileStmt(let conditions, let body, let label, _):
            while true {
                if body.isEmpty { try playground.countStep() }  // as a for loop's empty turn
                let inner = Scope(parent: scope, context: nil)
                guard try live(inner, { try holds(conditions, in: inner) }) else { break }
                switch try executeBlock(body, in: inner) {
                case .normal: continue
                case .broke(let target) where target == nil || target == label: return .normal
                case .continued(let target) where target == nil || target == label: continue
                case let other: return other
                }
            }
        case .repeatWhile(let body, let condition, let label, _):
            repeat {
                if body.isEmpty { try playground.countStep() }  // as a for loop's empty turn
                switch try executeBlock(body, in: Scope(parent: scope, context: nil)) {
                case .normal: break
                case .broke(let target) where target == nil || target == label: return .normal
                case .continued(let target) where target == nil || target == label: break
                case let other: return other
                }
            } while try truth(evaluate(condition, in: scope))
        case .returnStmt(let expr, _):
            // A local function returned leaves its scope: it holds it from now on (`return inc`).
            let value = try expr.map { try evaluate($0, in: scope) } ?? .void
            return .returned(Self.escaping(value))
        case .breakStmt(let label, _): return .broke(label)
        case .continueStmt(let label, _): return .continued(label)
        case .deferStmt(let body): _ = try executeBlock(body, in: scope)
        case .doStmt(let body, let catches, _):
            guard !catches.isEmpty else { return try executeBlock(body, in: Scope(parent: scope, context: nil)) }
            do { return try executeBlock(body, in: Scope(parent: scope, context: nil)) } catch let thrown as ThrownError {
                // The first clause whose pattern matches (a clause without one binds `error`); none: on up.
                for clause in catches {
                    let inner = Scope(parent: scope, context: nil)
                    if clause.patterns.isEmpty {
                        inner.variables["error"] = thrown.value
                        return try executeBlock(clause.body, in: inner)
                    }
                    for (pattern, condition) in clause.patterns {
                        guard
                            try live(
                                inner,
                                {
                                    try match(pattern, thrown.value, in: scope, bindInto: inner)
                                        && (condition.map { try truth(evaluate($0, in: inner)) } ?? true)
                                })
                        else { continue }
                        return try executeBlock(clause.body, in: inner)
                    }
                }
                throw thrown
            }
        case .throwStmt(let expr, let loc):
            throw ThrownError(value: try evaluate(expr, in: scope), loc: loc)
        case .declaration(.function(let function)):
            // A local function: a closure over its scope, called by its base name.
            let closure = ClosureIR(params: function.params.map(\.name), body: function.body, loc: function.loc)
            if topLevel { return .normal }
            scope.variables[function.name] = .closure(ClosureValue(localFunction: closure, scope: scope))
        case .declaration(.type(let type)):
            if !topLevel {
                try declareType(type, revision: playground.revision + 1)
                runtime.heap.declaredWhileRunning = true
                runtime.heap.localTypes.insert(type.name)
            }
        case .sequence(let statements):
            for statement in statements {
                let flow = try execute(statement, in: scope, topLevel: topLevel)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    /// Runs `body` with `scope` among the live scopes: the names a condition or pattern binds
    /// there hold their objects before the block that uses them starts.
    func live<T>(_ scope: Scope, _ body: () throws -> T) throws -> T {
        guard runtime.tracksLifetimes else { return try body() }
        runtime.liveScopes.append(scope)
        defer {
            if !runtime.liveScopes.isEmpty { runtime.liveScopes.removeLast() }
            if !scope.variables.isEmpty { runtime.mayHaveReleased = true }  // bindings of a condition that failed go
        }
        return try body()
    }

    /// `if`/`guard`/`while` conditions; bindings go into `scope`.
    func holds(_ conditions: [Condition], in scope: Scope) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard try truth(evaluate(expr, in: scope)) else { return false }
            case .optionalBinding(let name, let expr, let loc):
                let value = try expr.map { try evaluate($0, in: scope, bindingName: name) } ?? lookup(name, in: scope, loc)
                if value.isNil { return false }
                scope.variables[name] = value
            case .pattern(let pattern, let expr):
                guard try match(pattern, try evaluate(expr, in: scope), in: scope, bindInto: scope) else { return false }
            }
        }
        return true
    }

    func truth(_ value: Value) throws -> Bool {
        if case .bool(let bool) = value { return bool }
        try refuseUnknown(value, statementLoc)
        return !value.isNil
    }
}
