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
        if runtime.mayHaveReleased { try collect() }
        return runtime.heap.objects[target] != nil && !runtime.heap.releasedByUIKit.contains(target)
    }

    /// A `weak` or `unowned` reference read: nil (weak) or Swift's trap (unowned) once released.
    func readReference(_ value: Value, _ ownership: Ownership, _ loc: Loc) throws -> Value {
        guard ownership != .strong, case .object(let id) = value, try !isAlive(id) else { return value }
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
        var marker = Marker(interpreter: self)
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
                var again = Marker(interpreter: self)
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

    private func unreached(by marker: Marker) -> Set<Int> {
        var found: Set<Int> = []
        runtime.heap.objects.forEachID { id in
            if marker.reached[id] == nil, !runtime.heap.releasedByUIKit.contains(id) { found.insert(id) }
        }
        return found
    }

    /// What each unreachable object holds of the others, in its declaration order; how many hold each.
    private func graph(of garbage: Set<Int>, _ marker: Marker) -> (holds: [Int: [Int]], holders: [Int: Int]) {
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
        guard runtime.tracksLifetimes, runtime.heap.deinitObjects.contains(id), let record = runtime.heap.objects[id],
            isFullyInitialized(record)
        else {
            runtime.heap.deinitObjects.remove(id)
            runtime.heap.objects[id] = nil
            runtime.mayHaveReleased = true
            if runtime.tracksLifetimes { try releasePoint() }  // what it had stored goes now, before a `catch` runs
            return
        }
        try release(id)
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
                let function = FuncIR(name: "deinit", params: [], body: deinitializer.body, loc: deinitializer.loc)
                _ = try uncaught { try invoke(function, receiver: .object(id), owner: type, [], [], deinitializer.loc) }
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

    /// The tracing of what the program reaches.
    private struct Marker {
        let interpreter: Interpreter
        /// The objects reached, each with its place in the walk (depth first, in order).
        var reached: [Int: Int] = [:]
        var seenScopes: Set<ObjectIdentifier> = []
        var pending: [Value] = []

        init(interpreter: Interpreter) { self.interpreter = interpreter }

        var runtime: SwiftRuntime { interpreter.runtime }

        /// Walks from the roots, in the order ARC would release them if they all went at once.
        mutating func markRoots() throws {
            let heap = runtime.heap
            var roots: [Value] = []
            for scope in runtime.liveScopes.reversed() { roots += variables(of: scope) }
            roots += runtime.temporaries.reversed()
            roots += runtime.inoutResults.map(\.value)
            for name in heap.globals.keys.sorted() where heap.globalOwnership[name] == nil { roots.append(heap.globals[name]!) }
            for name in heap.statics.keys.sorted() { roots.append(heap.statics[name]!) }
            // UIKit's objects in a hierarchy (a window's, a parent's, a presentation's), or any
            // while a transition is in flight: what UIKit itself holds.
            let holdsAll = interpreter.playground.hasPendingWork
            heap.objects.forEachID { id in
                guard let name = heap.objects[id]?.engineName, !heap.releasedByUIKit.contains(id) else { return }
                if holdsAll || interpreter.uikitHolds(name).held { roots.append(.object(id)) }
            }
            interpreter.playground.forEachPendingUserCode { code in
                if let call = code as? ClosureCall { roots += [.closure(call.closure)] + call.arguments }
            }
            pending = roots.reversed()
            var seen = Set<CaptureKey>()
            // A trace costs a step per 64 values it looks at: a heap that grows as a loop runs
            // (an array of a million strings) bounds the traces by the request's steps, not time.
            var visited = 0
            while let value = pending.popLast() {
                visited += 1
                if visited >= 64 {
                    visited = 0
                    try interpreter.playground.countStep()
                }
                guard case .object(let id) = value else {
                    if case .array(let items) = value {
                        for item in items.reversed() where item.mayHoldObjects { pending.append(item) }
                        for _ in Swift.stride(from: 0, to: items.count, by: 64) { try interpreter.playground.countStep() }
                    } else {
                        pending += parts(of: value, seen: &seen).reversed()
                    }
                    continue
                }
                guard reached[id] == nil, let record = runtime.heap.objects[id] else { continue }
                reached[id] = reached.count
                pending += strongProperties(of: record).reversed()
                if let name = record.engineName {
                    for held in interpreter.uikitHolds(name).holds.reversed() {
                        if let heldID = runtime.heap.objectForEngineName[held] { pending.append(.object(heldID)) }
                    }
                }
            }
        }

        /// A running scope's variables but its weak ones, objects newest first (a scope's locals
        /// go in the reverse of their declaration), then its receiver; its parents' after.
        private mutating func variables(of scope: Scope) -> [Value] {
            var found: [Value] = []
            var current: Scope? = scope
            while let next = current, seenScopes.insert(ObjectIdentifier(next)).inserted {
                let held = next.variables.filter { next.ownership[$0.key] == nil }.sorted { a, b in
                    let x = Self.objectID(a.value), y = Self.objectID(b.value)
                    return x != y ? x > y : a.key < b.key
                }
                found += held.map(\.value)
                if let receiver = next.context?.receiver { found.append(receiver) }
                current = next.parent
            }
            return found
        }

        private static func objectID(_ value: Value) -> Int { if case .object(let id) = value { id } else { -1 } }

        /// An object's strong stored properties, in declaration order (base class first), then
        /// any it holds undeclared (UIKit's, set by the program: `delegate`) by name.
        private func strongProperties(of record: ObjectRecord) -> [Value] {
            if record.properties.isEmpty { return [] }
            let order = interpreter.strongPropertyOrder(of: record.className)
            var values: [Value] = []
            var declared = 0
            for name in order.strong {
                guard let value = record.properties[name] else { continue }
                declared += 1
                if value.mayHoldObjects { values.append(value) }
            }
            if declared + order.notStrong.count < record.properties.count {
                let known = Set(order.strong)
                for name in record.properties.keys.sorted() where !known.contains(name) && !order.notStrong.contains(name) {
                    if let value = record.properties[name], value.mayHoldObjects { values.append(value) }
                }
            }
            return values
        }

        /// A value's parts that may hold objects: a closure's captures (each captured variable
        /// once), a collection's elements, a struct's fields.
        private func parts(of value: Value, seen: inout Set<CaptureKey>) -> [Value] {
            if case .closure(let closure) = value { return captured(by: closure, seen: &seen) }
            if case .record(let type, let fields) = value {  // a struct's weak fields hold nothing
                return fields.compactMap { field in
                    field.value.mayHoldObjects && interpreter.ownership(ofProperty: field.name, in: type) == .strong ? field.value : nil
                }
            }
            var found: [Value] = []
            value.forEachPart({ if $0.mayHoldObjects { found.append($0) } }, captured: { _ in })
            return found
        }

        /// A variable of a scope, or its receiver (`self`).
        struct CaptureKey: Hashable {
            let scope: ObjectIdentifier
            let name: String
        }

        /// The objects `id` holds strongly, each once, in its declaration order (ARC releases a
        /// deinitialized object's stored properties in that order).
        func heldObjects(of id: Int) -> [Int] {
            guard let record = runtime.heap.objects[id] else { return [] }
            var found: [Int] = []
            var seen = Set<CaptureKey>()
            // Its own stored properties first, then what UIKit's part of it holds (its view, children).
            let uikit =
                record.engineName.map { interpreter.uikitHolds($0).holds.compactMap { runtime.heap.objectForEngineName[$0].map(Value.object) } } ?? []
            var stack: [Value] = (strongProperties(of: record) + uikit).reversed()
            while let next = stack.popLast() {
                if case .object(let target) = next {
                    if !found.contains(target) { found.append(target) }
                    continue
                }
                stack += parts(of: next, seen: &seen).reversed()
            }
            return found
        }

        /// What a closure keeps alive: the variables its body names, from the scopes it was made
        /// in (its capture list's own, by value), and the receiver when it names `self` or one of
        /// its members; not what it holds weakly (`[weak self]`).
        private func captured(by closure: ClosureValue, seen: inout Set<CaptureKey>) -> [Value] {
            guard let scope = closure.scope else { return [] }
            var values: [Value] = []
            var unresolved: [String] = []
            var selfIsWeak = false
            for name in closure.ir.referencedNames.sorted() {
                var current: Scope? = scope
                var found = false
                while let next = current {
                    if !next.variables.isEmpty, let value = next.variables[name] {
                        if next.ownership[name] != nil {
                            if name == "self" { selfIsWeak = true }
                        } else if seen.insert(CaptureKey(scope: ObjectIdentifier(next), name: name)).inserted {
                            values.append(value)
                        }
                        found = true
                        break
                    }
                    current = next.parent
                }
                if !found { unresolved.append(name) }
            }
            guard !selfIsWeak, let receiver = scope.context?.receiver else { return values }
            if unresolved.contains("self") || unresolved.contains(where: { interpreter.isMember($0, of: receiver) }),
                seen.insert(CaptureKey(scope: ObjectIdentifier(scope.context!), name: "self")).inserted
            {
                values.append(receiver)
            }
            return values
        }
    }

    /// Whether UIKit holds the controller or view `name` whatever the program does, and what it
    /// holds (`Playground.uikitHolds`), kept while the engine's tables do not change: a trace asks
    /// it of every object UIKit has, at every release point.
    func uikitHolds(_ name: String) -> (held: Bool, holds: [String]) {
        let version = playground.uikitVersion
        if runtime.uikitHoldCache.version != version { runtime.uikitHoldCache = (version, [:]) }
        if let known = runtime.uikitHoldCache.holds[name] { return known }
        let found = playground.uikitHolds(name)
        runtime.uikitHoldCache.holds[name] = found
        return found
    }

    /// A class's strong stored properties in declaration order (base class first), and the
    /// names of its weak and unowned ones; derived once per class.
    func strongPropertyOrder(of className: String) -> (strong: [String], notStrong: Set<String>) {
        if let known = runtime.derived.strongPropertyOrder[className] { return known }
        var strong: [String] = []
        var notStrong: Set<String> = []
        var seen: Set<String> = []
        for type in chain(of: className).reversed() {
            for property in runtime.heap.types[type]?.decl.properties ?? [] where property.getter == nil && !property.isStatic {
                guard seen.insert(property.name).inserted else { continue }
                if property.isWeak || property.isUnowned { notStrong.insert(property.name) } else { strong.append(property.name) }
            }
        }
        runtime.derived.strongPropertyOrder[className] = (strong, notStrong)
        return (strong, notStrong)
    }

    /// Whether `name` is a property or method of the receiver's type (a closure naming it
    /// captures `self`).
    func isMember(_ name: String, of receiver: Value) -> Bool {
        let className: String
        switch receiver {
        case .object(let id): className = runtime.heap.objects[id]?.className ?? ""
        case .record(let type, _), .enumCase(let type, _, _): className = type
        default: return false
        }
        let index = index(of: className)
        return index.property(name) != nil || index.methods(name) != nil
    }
}
