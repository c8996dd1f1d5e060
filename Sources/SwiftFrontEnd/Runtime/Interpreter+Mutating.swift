import ContainmentEngine

/// Methods that change a value in place.
extension Interpreter {
    /// `items.append(x)`, a struct's `mutating func`: the changed value, to store back where it
    /// came from, and the call's result. nil when the method does not change its receiver.
    func mutatingCall(_ name: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> (Value, Value)? {
        let arguments = arguments.map(plain)
        // A message to one of Foundation's mutable collections (`Interpreter+FoundationMutations`).
        if name.utf8.first == UInt8(ascii: "o"), name.hasPrefix("objc.") { return try foundationMutation(name, on: receiver, arguments, loc) }
        // A `mutating func` of the file's extension of a standard type: `self` changes.
        if let (function, owner) = extensionMethod(name, labels: labels, of: receiver) {
            guard function.isMutating else { return nil }
            return try runMutating(function, owner: owner, name, on: receiver, arguments, labels, loc)
        }
        switch receiver {
        case .set(let items): return try setMutatingCall(name, items, labels, arguments, loc)
        case .slice(let items, let start):
            // Changed at its ends, a slice keeps its indices (`removeFirst` moves its start on).
            guard ["append", "removeAll", "removeFirst", "removeLast", "popLast"].contains(name),
                let (changed, result) = try mutatingCall(name, on: .array(items), arguments, labels, loc), case .array(let kept) = changed
            else { return nil }
            return (.slice(kept, start: name == "removeFirst" ? start + items.count - kept.count : start), result)
        case .array(var items):
            switch name {
            case "append":
                if labels.first == "contentsOf", case .array(let more)? = arguments.first {
                    try growElements(by: more.count, to: items.count + more.count)
                    items += more
                } else {
                    try growElements(by: 1, to: items.count + 1)
                    items.append(arguments.first ?? .null)
                }
                return (.array(items), .void)
            case "insert":
                let index = Self.int(arguments.dropFirst().first) ?? 0
                guard (0...items.count).contains(index) else { throw trap("Fatal error: Array index is out of range", loc) }
                if labels.first == "contentsOf", case .array(let more)? = arguments.first {
                    try growElements(by: more.count, to: items.count + more.count)
                    items.insert(contentsOf: more, at: index)
                } else {
                    try growElements(by: 1, to: items.count + 1)
                    items.insert(arguments.first ?? .null, at: index)
                }
                return (.array(items), .void)
            // Capacity is not observable here: nothing to do.
            case "reserveCapacity" where labels == [nil] && arguments.count == 1: return (.array(items), .void)
            case "removeSubrange" where labels == [nil] && arguments.count == 1:
                guard let (lower, upper) = try sliceBounds(arguments[0], nil, in: Scope(parent: nil, context: nil), start: 0, end: items.count, loc)
                else { return nil }
                guard lower >= 0 else { throw trap("Fatal error: Array replace: subrange start is negative", loc) }
                guard upper <= items.count else { throw trap("Fatal error: Array replace: subrange extends past the end", loc) }
                items.removeSubrange(lower..<upper)
                return (.array(items), .void)
            case "replaceSubrange" where labels == [nil, "with"] && arguments.count == 2:
                guard let (lower, upper) = try sliceBounds(arguments[0], nil, in: Scope(parent: nil, context: nil), start: 0, end: items.count, loc),
                    let replacement = try? elements(of: arguments[1], loc)
                else { return nil }
                guard lower >= 0 else { throw trap("Fatal error: Array replace: subrange start is negative", loc) }
                guard upper <= items.count else { throw trap("Fatal error: Array replace: subrange extends past the end", loc) }
                try growElements(by: replacement.count, to: items.count - (upper - lower) + replacement.count)
                items.replaceSubrange(lower..<upper, with: replacement)
                return (.array(items), .void)
            // The standard library's own algorithm (the order it leaves is its): the pivot's index.
            case "partition" where (labels == ["by"] || labels == [nil]) && arguments.count == 1:
                let pivot = try items.partition { try truth(callValue(arguments[0], [$0], [nil], loc)) }
                return (.array(items), .int(pivot))
            case "remove":
                guard labels.first == "at", let index = Self.int(arguments.first) else { return nil }
                guard items.indices.contains(index) else { throw trap("Fatal error: Index out of range", loc) }
                let removed = items.remove(at: index)
                return (.array(items), removed)
            case "removeAll":
                if labels.first != "keepingCapacity", let predicate = arguments.first {  // `where:`, or a trailing closure
                    items = try items.filter { try !truth(callValue(predicate, [$0], [nil], loc)) }
                } else {
                    items.removeAll()
                }
                return (.array(items), .void)
            case "removeFirst" where arguments.count == 1, "removeLast" where arguments.count == 1:
                // `removeLast(2)`: that many, or Swift's trap.
                guard let k = Self.int(arguments.first), k >= 0 else {
                    throw trap("Fatal error: Number of elements to remove should be non-negative", loc)
                }
                guard k <= items.count else { throw trap("Fatal error: Can't remove more items from a collection than it contains", loc) }
                if name == "removeFirst" { items.removeFirst(k) } else { items.removeLast(k) }
                return (.array(items), .void)
            case "removeFirst", "removeLast":
                guard !items.isEmpty else {
                    throw trap("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", loc)
                }
                let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
                return (.array(items), removed)
            case "popLast":
                let removed = items.popLast() ?? .null
                return (.array(items), removed)
            case "sort":
                items = try items.sorted { a, b in
                    if let order = arguments.first { return try truth(callValue(order, [a, b], [nil, nil], loc)) }
                    return try compare("<", a, b, loc)
                }
                return (.array(items), .void)
            case "reverse":
                items.reverse()
                return (.array(items), .void)
            case "swapAt":
                guard arguments.count == 2, let i = Self.int(arguments[0]), let j = Self.int(arguments[1]) else { return nil }
                guard items.indices.contains(i), items.indices.contains(j) else { throw trap("Fatal error: Index out of range", loc) }
                items.swapAt(i, j)
                return (.array(items), .void)
            default: return nil
            }
        case .dictionary(var pairs):
            if name == "merge", labels == [nil, "uniquingKeysWith"] || labels == [nil, nil] {
                // As `merging`, in place.
                guard let merged = try valueCall("merging", on: receiver, arguments, labels, loc) else { return nil }
                return (merged, .void)
            }
            if name == "updateValue", labels == [nil, "forKey"], arguments.count == 2 {
                // The value it replaced, or nil when the key is new (appended, as a new key is).
                if let index = pairs.firstIndex(where: { equal($0.key, arguments[1]) }) {
                    let old = pairs[index].value
                    pairs[index].value = arguments[0]
                    return (.dictionary(pairs), old)
                }
                try growElements(by: 2, to: 2 * pairs.count + 2)
                pairs.append((arguments[1], arguments[0]))
                return (.dictionary(pairs), .null)
            }
            if name == "removeAll", arguments.isEmpty || labels == ["keepingCapacity"] {
                return (.dictionary([]), .void)
            }
            guard name == "removeValue", let key = arguments.first else { return nil }
            let index = pairs.firstIndex { equal($0.key, key) }
            let removed = index.map { pairs.remove(at: $0).value } ?? .null
            return (.dictionary(pairs), removed)
        case .bool(let flag):
            guard name == "toggle", arguments.isEmpty else { return nil }
            return (.bool(!flag), .void)
        case .double where name == "round":
            // `x.round(.up)`: what `rounded` gives, in place.
            guard let rounded = try valueCall("rounded", on: receiver, arguments, labels, loc) else { return nil }
            return (rounded, .void)
        case .string(var text):
            if let (changed, result) = try stringIndexMutation(name, on: text, arguments, labels, loc) { return (changed, result) }
            if !arguments.isEmpty, let changed = try stringRangeMutation(name, on: text, arguments, labels, loc) { return (changed, .void) }
            if name == "removeFirst" || name == "removeLast" || name == "popLast" || name == "removeAll" {
                // A String is a RangeReplaceableCollection of Characters: the array's methods
                // (and their traps, the same preconditions), over its characters.
                let characters = Value.array(text.map { .string(String($0)) })
                guard let (changed, result) = try mutatingCall(name, on: characters, arguments, labels, loc), case .array(let kept) = changed
                else { return nil }
                return (.string(kept.map { if case .string(let character) = $0 { character } else { "" } }.joined()), result)
            }
            guard name == "append", case .string(let more)? = arguments.first else { return nil }
            try growString(by: more.utf8.count, to: text.utf8.count + more.utf8.count)
            text += more
            return (.string(text), .void)
        case .record(let type, _) where type == Self.iteratorType || type == Self.anyIteratorType:
            return name == "next" && arguments.isEmpty ? try standardIteratorNext(receiver, loc) : nil
        case .record(let type, _), .enumCase(let type, _, _):
            // A struct's or an enum's `mutating func`: `self` changes (`self = .off` too).
            guard let (function, owner) = method(name, labels: labels, for: type), function.isMutating else { return nil }
            return try runMutating(function, owner: owner, name, on: receiver, arguments, labels, loc)
        default: return nil
        }
    }

    /// Whether the protocol's extension declares `name` (with these labels) as `mutating`.
    func isMutatingExtensionMethod(_ name: String, _ labels: [String?], of protocolName: String) -> Bool {
        runtime.heap.types[protocolName]?.decl.methods.contains { $0.name == name && $0.isMutating && accepts($0, labels) } == true
    }

    /// The protocol extension's `mutating func` run on `receiver`: the changed value and the result.
    func mutatingExtensionCall(_ name: String, of protocolName: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc)
        throws -> (Value, Value)
    {
        guard let function = runtime.heap.types[protocolName]?.decl.methods.first(where: { $0.name == name && $0.isMutating && accepts($0, labels) })
        else { throw error("value of type '\(typeName(of: receiver))' has no member '\(name)'", loc) }
        return try runMutating(function, owner: protocolName, name, on: plain(receiver), arguments.map(plain), labels, loc)
    }

    /// A `mutating func`'s run: the changed `self` and its result.
    private func runMutating(
        _ function: FuncIR, owner: String, _ name: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc
    ) throws -> (Value, Value) {
        try enter(loc)
        defer { depth -= 1 }
        let scope = Scope(parent: nil, context: MethodContext(receiver: receiver, type: owner, method: name, uikitSuper: nil))
        scope.variables["self"] = receiver
        if !function.typeParameters.isEmpty || function.resultTypeParameter != nil { try bindTypeParameters(of: function, in: scope, loc) }
        if function.params.contains(where: \.isVariadic), let groups = variadicMatch(function.params, labels) {
            try bindGroups(function.params, groups, arguments, in: scope)  // `mutating func add(_ cells: String...)`
        } else {
            try bind(function.params, matchArguments(function.params, labels) ?? [], arguments, in: scope)
        }
        if !function.typeParameters.isEmpty { try checkTypeParameters(of: function, in: scope, loc) }
        let result = try run(function.body, in: scope)
        return (scope.variables["self"] ?? receiver, result)
    }
}
