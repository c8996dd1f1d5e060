import ContainmentEngine

/// The messages that change Foundation's mutable collections, with Foundation's rules: nil is
/// never an element (`object cannot be nil`), an index past the end raises NSRangeException,
/// `list[count] = x` appends, `dictionary[key] = nil` removes. The Objective-C front end sends
/// them as `objc.<selector>` methods on the collection a box holds
/// (`ObjCParser+MutableCollections`); the class Foundation names is the one its mutable
/// collections always are (`__NSArrayM`, `__NSDictionaryM`, `__NSSetM`).
extension Interpreter {
    /// The changed collection and the message's result; nil when `name` is not one of these.
    func foundationMutation(_ name: String, on receiver: Value, _ arguments: [Value], _ loc: Loc) throws -> (Value, Value)? {
        let selector = String(name.dropFirst(5))
        let arguments = arguments.map(unboxed)
        switch receiver {
        case .array(var items):
            func raise(_ reason: String) -> UIKitException {
                UIKitException(name: "NSRangeException", reason: "*** -[__NSArrayM \(selector)]: \(reason)")
            }
            func index(_ at: Int, below limit: Int) throws -> Int {
                guard let index = Self.integer(arguments[at]) else { throw error("\(selector) takes an index", loc) }
                guard index >= 0, index < limit else {
                    let shown = index < 0 ? String(UInt(bitPattern: index)) : String(index)  // an NSUInteger
                    throw raise("index \(shown) beyond bounds " + (items.isEmpty ? "for empty array" : "[0 .. \(limit - 1)]"))
                }
                return index
            }
            func object(_ at: Int, as shown: String = "") throws -> Value {
                guard !arguments[at].isNil else {
                    throw UIKitException(
                        name: "NSInvalidArgumentException", reason: "*** -[__NSArrayM \(shown.isEmpty ? selector : shown)]: object cannot be nil")
                }
                return arguments[at]
            }
            switch selector {
            case "addObject:":
                let added = try object(0, as: "insertObject:atIndex:")  // addObject: inserts at the end
                try growElements(by: 1, to: items.count + 1)
                items.append(added)
            case "addObjectsFromArray:":
                let more = try elements(of: arguments[0], loc)
                try growElements(by: more.count, to: items.count + more.count)
                items += more
            case "insertObject:atIndex:":
                let added = try object(0)
                let at = try index(1, below: items.count + 1)
                try growElements(by: 1, to: items.count + 1)
                items.insert(added, at: at)
            case "removeObjectAtIndex:": items.remove(at: try index(0, below: items.count))
            case "removeLastObject":
                guard !items.isEmpty else {
                    throw error(
                        "'removeLastObject' on an empty NSMutableArray: Foundation raises NSRangeException, in words the playground does not state",
                        loc)
                }
                items.removeLast()
            case "removeAllObjects": items.removeAll()
            case "removeObject:": items.removeAll { equal($0, arguments[0]) }
            case "removeObjectsInArray:":
                let removed = try elements(of: arguments[0], loc)
                items.removeAll { item in removed.contains { equal($0, item) } }
            case "replaceObjectAtIndex:withObject:":
                let at = try index(0, below: items.count)
                items[at] = try object(1)
            case "exchangeObjectAtIndex:withObjectAtIndex:": items.swapAt(try index(0, below: items.count), try index(1, below: items.count))
            case "setObject:atIndexedSubscript:":
                // `list[i] = x`: replaces, or appends at the end.
                let added = try object(0)
                let at = try index(1, below: items.count + 1)
                if at == items.count {
                    try growElements(by: 1, to: items.count + 1)
                    items.append(added)
                } else {
                    items[at] = added
                }
            default: return nil
            }
            return (.array(items), .void)
        case .dictionary(var pairs):
            let shownSelector = selector == "setObject:atIndexedSubscript:" ? "setObject:forKeyedSubscript:" : selector
            func key(_ at: Int) throws -> Value {
                guard !arguments[at].isNil else {
                    throw UIKitException(name: "NSInvalidArgumentException", reason: "*** -[__NSDictionaryM \(shownSelector)]: key cannot be nil")
                }
                return arguments[at]
            }
            func set(_ value: Value, forKey key: Value) throws {
                if let index = pairs.firstIndex(where: { equal($0.key, key) }) {
                    pairs[index].value = value
                } else {
                    try growElements(by: 2, to: 2 * pairs.count + 2)
                    pairs.append((key, value))
                }
            }
            func remove(_ key: Value) { pairs.removeAll { equal($0.key, key) } }
            switch selector {
            case "setObject:forKey:":
                let key = try key(1)
                guard !arguments[0].isNil else {
                    throw UIKitException(
                        name: "NSInvalidArgumentException",
                        reason: "*** -[__NSDictionaryM setObject:forKey:]: object cannot be nil (key: \(try objectiveCDescription(key, loc)))")
                }
                try set(arguments[0], forKey: key)
            case "setObject:forKeyedSubscript:", "setObject:atIndexedSubscript:", "setValue:forKey:":
                // nil removes the key (the subscript's and key-value coding's rule).
                let key = try key(1)
                if arguments[0].isNil { remove(key) } else { try set(arguments[0], forKey: key) }
            case "removeObjectForKey:": remove(try key(0))
            case "removeAllObjects": pairs.removeAll()
            case "addEntriesFromDictionary:":
                guard case .dictionary(let more) = arguments[0] else {
                    if arguments[0].isNil { break }
                    throw error("addEntriesFromDictionary: takes a dictionary", loc)
                }
                for pair in more { try set(pair.value, forKey: pair.key) }
            default: return nil
            }
            return (.dictionary(pairs), .void)
        case .string(var text):
            switch selector {
            case "appendString:", "setString:":
                guard case .string(let more) = arguments[0] else {
                    throw error(
                        "'\(selector)' takes a string\(arguments[0].isNil ? " (Foundation raises for nil, in words the playground does not state)" : "")",
                        loc)
                }
                try growString(by: more.utf8.count, to: text.utf8.count + more.utf8.count)
                text = selector == "setString:" ? more : text + more
            case "appendFormat:":
                let more = try printfFormat(arguments, loc)
                try growString(by: more.utf8.count, to: text.utf8.count + more.utf8.count)
                text += more
            default: return nil
            }
            return (.string(text), .void)
        case .set(var items):
            switch selector {
            case "addObject:":
                guard !arguments[0].isNil else {
                    throw UIKitException(name: "NSInvalidArgumentException", reason: "*** -[__NSSetM addObject:]: object cannot be nil")
                }
                if !items.contains(where: { equal($0, arguments[0]) }) {
                    try growElements(by: 1, to: items.count + 1)
                    items.append(arguments[0])
                }
            case "removeObject:": items.removeAll { equal($0, arguments[0]) }
            case "removeAllObjects": items.removeAll()
            case "addObjectsFromArray:":
                for item in try elements(of: arguments[0], loc) where !items.contains(where: { equal($0, item) }) {
                    try growElements(by: 1, to: items.count + 1)
                    items.append(item)
                }
            default: return nil
            }
            return (.set(items), .void)
        default: return nil
        }
    }

    /// `makeObjectsPerformSelector:` (`withObject:`): the message sent to each element in order.
    func makeObjectsPerform(_ arguments: [Value], _ loc: Loc) throws -> Value {
        guard arguments.count >= 2 else { throw error("makeObjectsPerformSelector: takes a selector", loc) }
        if arguments[0].isNil { return .void }
        for element in try elements(of: unboxed(arguments[0]), loc) {
            _ = try objectiveCSend([element] + arguments.dropFirst(), loc)
        }
        return .void
    }
}
