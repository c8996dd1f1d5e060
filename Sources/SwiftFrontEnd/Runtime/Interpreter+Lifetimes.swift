import ContainmentEngine

/// What ARC would have released, asked where it shows (issue 37): a `weak` property reads nil
/// once nothing else holds its object. The playground keeps every object (its heap is a table,
/// rolled back with the session), so "released" is decided by tracing, when a weak property is
/// read, what the program can still reach: its globals and statics, the scopes running now
/// (`SwiftRuntime.liveScopes`, with the receivers of their methods), and UIKit's objects, which
/// the engine keeps. Strong references through properties, collections, structs, enums and the
/// variables closures captured keep an object alive; weak properties do not.
///
/// Not seen: a temporary held only inside an expression being evaluated (an argument made in
/// the call that reads the weak property), which Swift keeps to the end of the statement.
extension Interpreter {
    func isAlive(_ target: Int) throws -> Bool {
        var walk = Reachability(target: target)
        for value in runtime.heap.globals.values { walk.push(value) }
        for value in runtime.heap.statics.values { walk.push(value) }
        for scope in runtime.liveScopes { walk.visit(scope) }
        for (id, record) in runtime.heap.objects.all where record.engineName != nil { walk.push(.object(id)) }
        var visited = 0
        while let value = walk.pending.popLast() {
            if walk.found { return true }
            guard case .object(let id) = value else {
                walk.expand(value)
                continue
            }
            guard walk.seenObjects.insert(id).inserted, let record = runtime.heap.objects[id] else { continue }
            if id == target { return true }
            visited += 1
            if visited & 255 == 0 { try playground.countStep() }  // a large heap costs steps, not time unbounded
            let weak = weakProperties(of: record.className)
            for (name, property) in record.properties where !weak.contains(name) { walk.push(property) }
        }
        return walk.found
    }

    /// The names of a class's weak properties (its superclasses' too).
    func weakProperties(of className: String) -> Set<String> {
        var names: Set<String> = []
        for type in chain(of: className) {
            for property in runtime.heap.types[type]?.decl.properties ?? [] where property.isWeak { names.insert(property.name) }
        }
        return names
    }

    private struct Reachability {
        let target: Int
        var pending: [Value] = []
        var seenObjects: Set<Int> = []
        var seenScopes: Set<ObjectIdentifier> = []
        var found = false

        init(target: Int) { self.target = target }

        mutating func push(_ value: Value) {
            if case .object(let id) = value, id == target { found = true }
            pending.append(value)
        }

        mutating func visit(_ scope: Scope) {
            var current: Scope? = scope
            while let next = current, seenScopes.insert(ObjectIdentifier(next)).inserted {
                for value in next.variables.values { push(value) }
                if let receiver = next.context?.receiver { push(receiver) }
                current = next.parent
            }
        }

        /// A value's parts (an object's properties are read by `isAlive`, which knows its class).
        mutating func expand(_ value: Value) {
            var parts: [Value] = [], scopes: [Scope] = []
            value.forEachPart({ parts.append($0) }, captured: { scopes.append($0) })
            for part in parts { push(part) }
            for scope in scopes { visit(scope) }
        }
    }
}
