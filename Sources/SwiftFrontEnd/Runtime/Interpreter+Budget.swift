import ContainmentEngine

/// The program's memory, counted where values grow (issue 38): each string, collection and
/// object the program makes is charged to the run's byte budget before it is made, so a loop
/// that doubles a string ends with a 422 naming `maxRequestBytes` or `maxValueBytes` instead of
/// taking the process's memory. Sizes are what the values take here, about: a string its UTF-8
/// bytes, a collection its slots (`Value`'s stride each), an object a fixed record.
extension Interpreter {
    static let slotBytes = MemoryLayout<Value>.stride
    /// An object's record, its property table included (a few properties).
    static let objectBytes = 256

    /// A string of `utf8Count` bytes about to be made.
    func allocateString(_ utf8Count: Int) throws {
        try playground.allocate(bytes: utf8Count, valueBytes: utf8Count)
    }

    /// A string that grows in place by `added` bytes to `total` (`s += t`, `append`).
    func growString(by added: Int, to total: Int) throws {
        try playground.allocate(bytes: added, valueBytes: total)
    }

    /// A collection of `count` elements about to be made.
    func allocateElements(_ count: Int) throws {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: Self.slotBytes)
        try playground.allocate(bytes: overflow ? .max : bytes, valueBytes: overflow ? .max : bytes)
    }

    /// A collection that grows in place by `added` elements to `total`.
    func growElements(by added: Int, to total: Int) throws {
        let (bytes, overflow) = added.multipliedReportingOverflow(by: Self.slotBytes)
        let (totalBytes, totalOverflow) = total.multipliedReportingOverflow(by: Self.slotBytes)
        try playground.allocate(bytes: overflow ? .max : bytes, valueBytes: totalOverflow ? .max : totalBytes)
    }

    /// A string or a collection just made by an operation whose size the operands bound (`map`,
    /// `filter`, `sorted`): charged as it is.
    func made(_ value: Value) throws -> Value {
        switch value {
        case .string(let text): try allocateString(text.utf8.count)
        case .array(let items), .set(let items), .slice(let items, _): try allocateElements(items.count)
        case .dictionary(let pairs): try allocateElements(2 * pairs.count)
        default: break
        }
        return value
    }

    func allocateObject() throws { try playground.allocate(bytes: Self.objectBytes) }
}

/// What a session's Swift heap takes, walked: globals, statics, objects and the scopes closures
/// captured. Iterative (a user's linked list can be deeper than the stack), each captured scope
/// counted once.
enum HeapMeasure {
    static func bytes(of heap: Heap, capturedScopes: [WeakScope]) -> Int {
        var walk = Walk()
        for value in heap.globals.values { walk.push(value) }
        for value in heap.statics.values { walk.push(value) }
        for (_, record) in heap.objects.all {
            walk.total += Interpreter.objectBytes
            for value in record.properties.values { walk.push(value) }
        }
        for entry in capturedScopes { if let scope = entry.scope { walk.visit(scope) } }
        walk.run()
        return walk.total
    }

    private struct Walk {
        var total = 0
        var pending: [Value] = []
        var seenScopes: Set<ObjectIdentifier> = []

        mutating func push(_ value: Value) { pending.append(value) }

        mutating func visit(_ scope: Scope) {
            guard seenScopes.insert(ObjectIdentifier(scope)).inserted else { return }
            total += Interpreter.slotBytes * (scope.variables.count + 2)
            for value in scope.variables.values { push(value) }
            if let parent = scope.parent { visit(parent) }
        }

        mutating func run() {
            while let value = pending.popLast() {
                total += Interpreter.slotBytes
                if case .string(let text) = value { total += text.utf8.count }
                var scopes: [Scope] = []
                value.forEachPart({ pending.append($0) }, captured: { scopes.append($0) })
                for scope in scopes { visit(scope) }
            }
        }
    }
}

extension Interpreter {
    /// Checks, before `value` is described (print, interpolation, `String(describing:)`), that its
    /// text would fit `maxValueBytes`: an array holding one long string many times takes little
    /// memory, and its description would take all of it. An upper bound, walked without
    /// recursion; a type's own `description` is charged as it runs.
    func checkDescribable(_ value: Value) throws {
        let limit = playground.limits.maxValueBytes
        // A string on its own prints as it is (quoted and escaped only inside a collection).
        if case .string(let text) = value { return try playground.allocate(bytes: 0, valueBytes: text.utf8.count) }
        var total = 0
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            // Escaped (`debugPrint`, an element): a character may take two, and quotes.
            case .string(let text): total += 2 * text.utf8.count + 2
            case .array(let items), .set(let items), .slice(let items, _): total += 2 * items.count + 12; pending.append(contentsOf: items)
            case .dictionary(let pairs):
                total += 4 * pairs.count + 3
                for pair in pairs { pending.append(pair.key); pending.append(pair.value) }
            case .tuple(let items, let labels):
                total += 2 * items.count + 2 + labels.reduce(0) { $0 + ($1?.utf8.count ?? 0) + 2 }
                pending.append(contentsOf: items)
            case .record(let type, let fields):
                if type == Self.iteratorType || type == Self.anyIteratorType {
                    throw error(
                        "printing an iterator (Swift shows its storage, such as IndexingIterator<Array<Int>>(_elements: ..., _position: 0)) is not supported by the playground; \(Lowering.supportPage)",
                        statementLoc)
                }
                if type == Self.lazyType || type == Self.enumeratedType || type == Self.sequenceChainType {
                    throw error(
                        "printing a lazy sequence (Swift prints its wrapper type, such as LazyMapSequence<...>) is not supported by the playground; print Array(...) of it; \(Lowering.supportPage)",
                        statementLoc)
                }
                if type == Self.stringIndexType {
                    throw error(
                        "printing a String.Index (Swift shows its encoding, such as 0[any]) is not supported by the playground; \(Lowering.supportPage)",
                        statementLoc)
                }
                total += 8 + 2 * type.utf8.count + fields.reduce(0) { $0 + $1.name.utf8.count + 4 }
                for field in fields { pending.append(field.value) }
            case .enumCase(let type, let name, let payload):
                total += 16 + 2 * type.utf8.count + name.utf8.count
                pending.append(contentsOf: payload)
            default: total += 64
            }
            if total > limit {
                try playground.allocate(bytes: 0, valueBytes: total)  // throws, naming maxValueBytes
            }
        }
    }
}
