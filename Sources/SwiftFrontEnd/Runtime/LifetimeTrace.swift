import ContainmentEngine

/// One trace of what the program reaches, for ARC's lifetimes (`Interpreter+Lifetimes`): from
/// its roots (globals, statics, the live scopes with their receivers, the temporaries, `inout`
/// values on their way, the closures the engine will run, what UIKit holds), depth first in the
/// order ARC would release them if they all went at once.
struct LifetimeTrace {
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

    /// The newest object a variable holds, itself or in a collection, a struct or a tuple (a
    /// local array made after a local object goes first, as Swift destroys locals newest first).
    private static func objectID(_ value: Value, depth: Int = 0) -> Int {
        guard depth < 4 else { return -1 }
        switch value {
        case .object(let id): return id
        case .array(let items), .set(let items), .tuple(let items, _), .enumCase(_, _, let items):
            return items.lazy.map { objectID($0, depth: depth + 1) }.max() ?? -1
        case .record(_, let fields): return fields.lazy.map { objectID($0.value, depth: depth + 1) }.max() ?? -1
        case .dictionary(let pairs):
            return pairs.lazy.map { max(objectID($0.key, depth: depth + 1), objectID($0.value, depth: depth + 1)) }.max() ?? -1
        default: return -1
        }
    }

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

extension Interpreter {
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
