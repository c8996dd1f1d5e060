import ContainmentEngine

/// Foundation's collections as the runtime holds them (`Interpreter+FoundationCollections`):
/// an NSArray, NSDictionary or NSSet is a value, as Swift's; an `NSMutable...` is an object (a
/// box around the value), so every variable, property and block holding one sees its changes,
/// as Foundation's do. Messages that read go to the value (`objc.items(x)`), messages that change
/// it to the box's value (`x.objc.items.<selector>`), as `objc.<selector>` methods the runtime
/// runs with Foundation's rules (its exceptions included).
extension ObjCParser {
    /// Messages that change a mutable collection in place, run by `Interpreter.foundationMutation`.
    static let mutatingSelectors: Set<String> = [
        "addObject:", "addObjectsFromArray:", "insertObject:atIndex:", "removeObject:", "removeObjectAtIndex:", "removeLastObject",
        "removeAllObjects", "replaceObjectAtIndex:withObject:", "exchangeObjectAtIndex:withObjectAtIndex:", "setObject:forKey:",
        "setObject:forKeyedSubscript:", "setObject:atIndexedSubscript:", "removeObjectForKey:", "addEntriesFromDictionary:",
        "setValue:forKey:", "removeObjectsInArray:", "appendString:", "appendFormat:", "setString:",
    ]

    /// Whether a type is one of Foundation's collections (its `copy` property copies).
    static func isCollection(_ type: CType) -> Bool {
        guard case .object(let name?) = type else { return false }
        return ["Array", "Dictionary", "Set"].contains(ObjCNames.classRenames[name] ?? "")
    }

    /// `[list addObject:x]`: the selector as a method on the collection the box holds.
    func collectionChange(_ receiver: Expr, _ selector: String, _ arguments: [Expr], _ loc: Loc) -> Expr {
        let items = Expr.member(receiver, Interpreter.boxItems + "." + selector, loc)
        return .call(.member(items, "objc." + selector, loc), arguments.map { Arg(label: nil, value: $0) }, labels: arguments.map { _ in nil }, loc)
    }

    /// What a message that reads sees: a mutable collection's items, anything else as it is.
    static func collectionRead(_ receiver: Expr, _ loc: Loc) -> Expr {
        .call(.name("objc.items", loc), [Arg(label: nil, value: receiver)], labels: [nil], loc)
    }

    static func runtimeCall(_ name: String, _ argument: Expr, _ loc: Loc) -> Expr {
        .call(.name(name, loc), [Arg(label: nil, value: argument)], labels: [nil], loc)
    }

    /// An `NSMutableString` a class message or `alloc`/`init...` makes (a box around the string,
    /// as the mutable collections are); nil for other classes and selectors.
    func newMutableString(_ className: String, _ selector: String, _ arguments: [Expr], _ loc: Loc) -> Expr? {
        guard className == "NSMutableString" else { return nil }
        let contents: Expr
        switch selector {
        case "new", "init", "string", "stringWithCapacity:", "initWithCapacity:": contents = .string("")
        case "stringWithString:", "initWithString:": contents = Self.runtimeCall("objc.copy", arguments[0], loc)
        case "stringWithFormat:", "initWithFormat:":
            contents = .call(.name("objc.format", loc), arguments.map { Arg(label: nil, value: $0) }, labels: arguments.map { _ in nil }, loc)
        default: return nil
        }
        return Self.runtimeCall("objc.box", contents, loc)
    }

    /// A collection a class message or `alloc`/`init...` makes (`[NSMutableArray array]`,
    /// `[[NSMutableDictionary alloc] initWithCapacity:4]`): nil for other classes and selectors.
    func newCollection(_ className: String, _ selector: String, _ arguments: [Expr], _ loc: Loc) -> Expr? {
        guard let kind = ObjCNames.classRenames[className], kind == "Array" || kind == "Dictionary" || kind == "Set" else { return nil }
        func elements(_ items: Expr) -> Expr { kind == "Set" ? Self.runtimeCall("Set", items, loc) : items }
        let contents: Expr
        switch selector {
        case "new", "init", "array", "arrayWithCapacity:", "initWithCapacity:", "set", "setWithCapacity:", "dictionary",
            "dictionaryWithCapacity:":
            contents = kind == "Dictionary" ? .dictionary([]) : elements(.array([]))
        case "arrayWithArray:", "initWithArray:", "dictionaryWithDictionary:", "initWithDictionary:", "setWithArray:", "setWithSet:",
            "initWithSet:":
            // A copy of the collection given (nil gives an empty one, as Foundation's).
            let empty: Expr = kind == "Dictionary" ? .dictionary([]) : .array([])
            contents = elements(.binary("??", Self.runtimeCall("objc.copy", arguments[0], loc), empty, loc))
        case "arrayWithObject:", "setWithObject:": contents = elements(.array(arguments))
        case "arrayWithObjects:", "initWithObjects:", "setWithObjects:":
            var items = arguments
            if case .nilLiteral? = items.last { items.removeLast() }  // the list's closing nil
            contents = elements(.array(items))
        case "dictionaryWithObject:forKey:": contents = .dictionary([(arguments[1], arguments[0])])
        default: return nil
        }
        return className.hasPrefix("NSMutable") ? Self.runtimeCall("objc.box", contents, loc) : contents
    }
}
