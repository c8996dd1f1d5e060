import ContainmentEngine

/// ARC's lifetimes, decided where they show (issue 37): a `deinit` runs, and a `weak` reference
/// reads nil, once nothing holds the object strongly, as swiftc's build does.
///
/// The heap is a table rolled back with the session, so there are no counts to keep: what ARC
/// would have released is found by tracing what the program can still reach (its globals and
/// statics, the scopes running now with their receivers, the temporaries its statements hold,
/// the closures the engine will run, and UIKit's objects, which the engine keeps), then
/// releasing the rest as ARC releases it: an object nothing unreachable holds first, its deinit
/// (the class's, then its superclasses'), then what it held, in the order it declared them.
/// Objects that hold each other in a cycle are never released, as with ARC (a closure stored
/// in a property that captures `self`): the leak Swift has, shown as Swift shows it.
///
/// When: only sessions whose files say `weak`, `unowned` or `deinit` keep these books. With a
/// `deinit` object alive, every statement's end, scope's exit and consumed temporary is a
/// release point (Swift releases a temporary right after the expression that consumed it:
/// `print(Obj().name)` deinits before it prints); without one, a weak read traces on demand.
extension Interpreter {
    /// Keeps `value` until the expression consuming it completes (or its statement ends).
    @inline(__always)
    func pin(_ value: Value) {
        if value.mayHoldObjects { runtime.temporaries.append(value) }
    }

    /// Drops the temporaries above `mark`, keeping `result` (the value the consumer made, or a
    /// `return`'s); a release point when anything was dropped.
    func unpin(to mark: Int, keeping result: Value?) throws {
        let dropped = runtime.temporaries.count > mark
        if dropped {
            if !runtime.heap.deinitObjects.isEmpty { runtime.droppedTemporaries += runtime.temporaries[mark...] }
            // A view controller or view UIKit holds stays reachable, and so does all it reaches:
            // dropping a temporary reference to one (a receiver, `view.addSubview(...)`) lets go
            // of nothing. Anything else may have been the last reference.
            if !runtime.mayHaveReleased, !runtime.temporaries[mark...].allSatisfy(isHeldByUIKit) { runtime.mayHaveReleased = true }
            runtime.temporaries.removeSubrange(mark...)
        }
        if let result { pin(result) }
        if dropped { try releasePoint() }
    }

    /// Whether `value` is a view controller or view UIKit holds now (or while a transition runs).
    private func isHeldByUIKit(_ value: Value) -> Bool {
        guard case .object(let id) = value, let name = runtime.heap.objects[id]?.engineName, !runtime.heap.releasedByUIKit.contains(id) else {
            return false
        }
        return playground.hasPendingWork || uikitHolds(name).held
    }

    /// Where ARC may have just released something: traced only while an object with a `deinit`
    /// is alive (a weak read traces for itself).
    func releasePoint() throws {
        guard !runtime.heap.deinitObjects.isEmpty, runtime.mayHaveReleased else { return }
        try collect()
    }

    /// Whether the object `target` is still alive (not released by ARC, nor by UIKit).
    func isAlive(_ target: Int) throws -> Bool {
        guard runtime.heap.objects[target] != nil, !runtime.heap.releasedByUIKit.contains(target), !runtime.deinitializing.contains(target)
        else { return false }
        // With a deinit to run, the trace also runs what was released meanwhile, in its order.
        if runtime.mayHaveReleased, runtime.heap.deinitObjects.isEmpty {
            // What UIKit holds (a controller in the window's hierarchy, a delegate most often) is
            // a root of every trace: alive without one (a trace per weak read was 6 % of a paste).
            if let name = runtime.heap.objects[target]?.engineName, playground.hasPendingWork || uikitHolds(name).held { return true }
            if isHeldByARoot(target) { return true }
        }
        if runtime.mayHaveReleased { try collect() }
        return runtime.heap.objects[target] != nil && !runtime.heap.releasedByUIKit.contains(target)
    }

    /// Whether a global or a live scope's variable holds the object itself, strongly: a root of
    /// every trace, so alive (the usual delegate, a coordinator a global holds).
    private func isHeldByARoot(_ target: Int) -> Bool {
        func holds(_ value: Value) -> Bool { if case .object(target) = value { true } else { false } }
        for (name, value) in runtime.heap.globals where holds(value) && runtime.heap.globalOwnership[name] == nil { return true }
        for scope in runtime.liveScopes {
            for (name, value) in scope.variables where holds(value) && scope.ownership(of: name) == .strong { return true }
        }
        return false
    }

    /// A `weak` or `unowned` reference read: nil (weak) or Swift's trap (unowned) once released.
    func readReference(_ value: Value, _ ownership: Ownership, _ loc: Loc) throws -> Value {
        // Without the books (no file said weak), no scope is among the live ones: a collection
        // then would release every local (it did, for an Objective-C file's weak outlet).
        guard ownership != .strong, runtime.tracksLifetimes, case .object(let id) = value, try !isAlive(id) else { return value }
        if ownership == .weak { return .null }
        throw error(
            "an 'unowned' reference read after its object was released: Swift traps here (\"Attempted to read an unowned reference but object 0x... was already deallocated\")",
            loc)
    }

    /// Releases what nothing reachable holds, running deinits in ARC's order.
    func collect() throws {
        // Inside a deinit (a release under way): only what it let go of, not what waits its turn.
        let outer = runtime.releasing, outerRoots = runtime.releasingRoots
        defer {
            runtime.releasing = outer
            runtime.releasingRoots = outerRoots
        }
        let dropped = runtime.droppedTemporaries
        if outer.isEmpty {
            runtime.mayHaveReleased = false  // set again by what runs from here
            runtime.droppedTemporaries.removeAll()
        }
        var marker = LifetimeTrace(interpreter: self)
        try marker.markRoots()
        let ranks = runtime.reachRanks
        if outer.isEmpty { runtime.reachRanks = marker.reached }
        var garbage = unreached(by: marker)
        if !outer.isEmpty {
            // Inside a deinit: what it let go of goes now (`child = nil` in a deinit releases the
            // child there); what the releases under way still hold, or will release next, waits.
            var waiting = outerRoots
            for id in outer where runtime.heap.objects[id] != nil && marker.reached[id] == nil { waiting.formUnion(marker.heldObjects(of: id)) }
            garbage.subtract(waiting)
        }
        guard !garbage.isEmpty else { return }
        runtime.releasing = outer.union(garbage)
        var (holds, holders) = graph(of: garbage, marker)
        // The objects nothing unreachable holds: temporaries just dropped first, newest first;
        // then in the order the last trace reached them (a dropped array's elements in order, a
        // scope's locals newest first); objects made since, newest first.
        var hinted: [Int: Int] = [:]
        for value in dropped.reversed() { if case .object(let id) = value, hinted[id] == nil { hinted[id] = hinted.count } }
        var pending = garbage.filter { (holders[$0] ?? 0) == 0 }.sorted { a, b in
            switch (hinted[a], hinted[b]) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): break
            }
            return switch (ranks[a], ranks[b]) {
            case let (x?, y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a > b
            }
        }
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard garbage.contains(id), (holders[id] ?? 0) == 0 else { continue }
            runtime.releasingRoots = outerRoots.union(pending).union([id])  // itself too, until its last deinit has run
            let held = holds[id] ?? []
            let ranDeinit = try release(id)
            garbage.remove(id)
            if ranDeinit {
                // A deinit may have stored what it held somewhere reachable (a pool taking its
                // connection back): trace again before releasing anything more.
                var again = LifetimeTrace(interpreter: self)
                try again.markRoots()
                garbage = garbage.filter { again.reached[$0] == nil && runtime.heap.objects[$0] != nil }
                runtime.releasing = outer.union(garbage)
                (holds, holders) = graph(of: garbage, again)
            } else {
                for target in held where garbage.contains(target) { holders[target, default: 0] -= 1 }
            }
            // What it held goes before the next root.
            pending.insert(contentsOf: held.filter { garbage.contains($0) && (holders[$0] ?? 0) == 0 }, at: 0)
        }
    }

    private func unreached(by marker: LifetimeTrace) -> Set<Int> {
        var found: Set<Int> = []
        runtime.heap.objects.forEachID { id in
            if marker.reached[id] == nil, !runtime.heap.releasedByUIKit.contains(id) { found.insert(id) }
        }
        return found
    }

    /// What each unreachable object holds of the others, in its declaration order; how many hold each.
    private func graph(of garbage: Set<Int>, _ marker: LifetimeTrace) -> (holds: [Int: [Int]], holders: [Int: Int]) {
        var holds: [Int: [Int]] = [:]
        var holders: [Int: Int] = [:]
        for id in garbage {
            let targets = marker.heldObjects(of: id).filter { garbage.contains($0) }
            holds[id] = targets
            for target in targets { holders[target, default: 0] += 1 }
        }
        return (holds, holders)
    }

    /// An object whose initialiser failed (`init?` gave nil, or it threw): released at once,
    /// its deinit run only if it got as far as initializing every stored property (Swift's rule:
    /// a subclass's, once `super.init` returned).
    func abandon(_ id: Int) throws {
        if let record = runtime.heap.objects[id], runtime.heap.deinitObjects.contains(id), isFullyInitialized(record) {
            try release(id)
        } else {
            runtime.heap.deinitObjects.remove(id)
            runtime.heap.objects[id] = nil
        }
        // What it had stored goes now, before a `catch` runs.
        runtime.mayHaveReleased = true
        try releasePoint()
    }

    private func isFullyInitialized(_ record: ObjectRecord) -> Bool {
        for type in chain(of: record.className) {
            for property in runtime.heap.types[type]?.decl.properties ?? []
            where property.getter == nil && !property.isStatic && !property.isLazy && property.initializer == nil && property.type?.isOptional != true
            {
                if record.properties[property.name]?.isNil ?? true { return false }  // a stored property starts as nil until its init sets it
            }
        }
        return true
    }

    /// Releases `id`; whether a deinit ran (user code, which may have changed what is reachable).
    @discardableResult
    private func release(_ id: Int) throws -> Bool {
        guard let record = runtime.heap.objects[id] else { return false }
        let hasDeinit = runtime.heap.deinitObjects.contains(id)
        if hasDeinit {
            runtime.heap.deinitObjects.remove(id)
            runtime.deinitializing.insert(id)
            defer { runtime.deinitializing.remove(id) }
            for type in chain(of: record.className) {
                guard let deinitializer = runtime.heap.types[type]?.decl.deinitializer else { continue }
                _ = try uncaught { try invoke(deinitializer, receiver: .object(id), owner: type, [], [], deinitializer.loc) }
            }
        }
        // UIKit's object stays the engine's (its log and hierarchy keep it); the program has lost it.
        if record.engineName != nil { runtime.heap.releasedByUIKit.insert(id) } else { runtime.heap.objects[id] = nil }
        return hasDeinit
    }

    /// Whether instances of `className` run a `deinit` (its own or a superclass's).
    func hasDeinitializer(_ className: String) -> Bool {
        chain(of: className).contains { runtime.heap.types[$0]?.decl.deinitializer != nil }
    }

    /// How the property `name` of an instance of `className` holds its object.
    func ownership(ofProperty name: String, in className: String) -> Ownership {
        guard let property = property(name, for: className)?.0 else { return .strong }
        return property.isWeak ? .weak : property.isUnowned ? .unowned : .strong
    }
}

extension Interpreter {
    /// Before a `defer` runs: the locals declared after it end (a `return`'s value, which the
    /// caller takes, stays), released as at a scope's end. The defer's body cannot name them.
    func releaseLocals(of scope: Scope, after declared: Int, keeping flow: Flow) {
        guard scope.variables.count > declared else { return }
        if case .returned(let value) = flow { pin(value) }
        scope.variables.truncate(to: declared)
        runtime.mayHaveReleased = true
        try? releasePoint()
    }
}
