import ContainmentEngine
import UIKitCatalogue

/// `[receiver selector:argument ...]` as the call Swift code would make: UIKit's selectors through
/// the catalogue, `[[X alloc] initWith...]` as `X(...)`, a one-argument `set...:` as a property
/// assignment, a zero-argument message naming a property as the property, Foundation's
/// collections as Swift's. A message to a variable that may be nil is an optional chain.
extension ObjCParser {
    enum Receiver {
        case value(Expr)
        case classNamed(String, Loc)
        case superclass(Loc)
    }

    func messageSend() throws(ScriptError) -> Expr {
        let open = advance()
        return try nested { () throws(ScriptError) -> Expr in
            let receiver: Receiver
            if current.isIdentifier("super") {
                receiver = .superclass(advance().loc)
            } else if current.kind == .identifier, peek().kind == .identifier, localType(current.text) == nil,
                instanceVariable(current.text) == nil, constants[current.text] == nil,
                isClassName(current.text) || current.text.first?.isUppercase == true  // a class an earlier input declared
            {
                let token = advance()
                receiver = .classNamed(token.text, token.loc)
            } else {
                // `[last.view removeFromSuperview]`: the chain through a variable that may be nil
                // goes on through the message (nil there sends nothing).
                let value = try expression()
                if case .optionalChain(let inner) = value { receiver = .value(inner) } else { receiver = .value(value) }
            }
            guard current.kind == .identifier else { throw error("expected ']'") }
            var pieces = [advance().text]
            var arguments: [Expr] = []
            let takesArguments = current.isPunctuation(":")
            if takesArguments {
                let savedUse = addressUse
                defer { addressUse = savedUse }
                while true {
                    try expect(":")
                    addressUse = .outArgument  // `&error`: an out-argument of the file's own method
                    arguments.append(try value(try assignmentExpression()))
                    addressUse = savedUse
                    guard let piece = nextSelectorPiece() else { break }
                    pieces.append(piece)
                }
                // Variable arguments (`stringWithFormat:`, `arrayWithObjects:`).
                while accept(",") { arguments.append(try value(try assignmentExpression())) }
            }
            try expect("]", "expected ']'")
            let selector = takesArguments ? pieces.map { $0 + ":" }.joined() : pieces[0]
            try takeAddresses(&arguments, to: pass == .declarations || fileSelectors.contains(selector) ? nil : "'\(selector)'", open.loc)
            return Self.chained(try send(receiver, pieces, arguments, takesArguments: takesArguments, open.loc))
        }
    }

    private func send(_ receiver: Receiver, _ pieces: [String], _ arguments: [Expr], takesArguments: Bool, _ loc: Loc) throws(ScriptError)
        -> Expr
    {
        let selector = takesArguments ? pieces.map { $0 + ":" }.joined() : pieces[0]
        switch receiver {
        case .classNamed(let className, let classLoc):
            return try classMessage(className, classLoc, pieces, selector, arguments, takesArguments: takesArguments, loc)
        case .superclass(let superLoc):
            if selector == "dealloc" { throw error("ARC forbids explicit message send of 'dealloc'", at: loc) }
            if let labels = ObjCNames.initializerLabels(pieces) {
                return labelled(.member(.superRef(superLoc), "init", loc), labels, arguments, loc)
            }
            return try instanceMessage(.superRef(superLoc), pieces, selector, arguments, takesArguments: takesArguments, loc)
        case .value(let value):
            // `[[self alloc] init]` in a class method: an instance of the class the message went
            // to (a subclass's, sent to it), as Swift's `self.init()` makes.
            if case .call(.name("objc.alloc", _), let allocated, _, _) = value, case .selfRef(let selfLoc) = allocated[0].value {
                guard let labels = ObjCNames.initializerLabels(pieces) else {
                    throw unsupported("'\(selector)' sent to the result of 'alloc' (an object is made by alloc and an init... method)", at: loc)
                }
                return labelled(.member(.selfRef(selfLoc), "init", loc), labels, arguments, loc)
            }
            if case .selfRef(let selfLoc) = value, inClassMethod {
                switch selector {
                case "alloc", "allocWithZone:":
                    return .call(.name("objc.alloc", loc), [Arg(label: nil, value: .selfRef(selfLoc))], labels: [nil], loc)
                case "new": return .call(.member(.selfRef(selfLoc), "init", loc), [], labels: [], loc)
                case "class": return .selfRef(selfLoc)
                default: break
                }
            }
            if case .call(.name("objc.alloc", _), let allocated, _, _) = value, case .name(let className, let classLoc) = allocated[0].value {
                guard let labels = ObjCNames.initializerLabels(pieces) else {
                    throw unsupported("'\(selector)' sent to the result of 'alloc' (an object is made by alloc and an init... method)", at: loc)
                }
                // `[[NSMutableArray alloc] init]`, `initWithCapacity:`, `initWithArray:`: a new collection.
                if let collection = newCollection(className, selector, arguments, loc) ?? newMutableString(className, selector, arguments, loc) {
                    return collection
                }
                if ObjCNames.classRenames[className].map({ ["Array", "Dictionary", "Set"].contains($0) }) == true {
                    throw unsupported("'\(selector)' of \(className)", at: loc)
                }
                return labelled(.name(className, classLoc), labels, arguments, loc)
            }
            if case .selfRef(let selfLoc) = value, inInitializer, let labels = ObjCNames.initializerLabels(pieces) {
                return labelled(.member(.selfRef(selfLoc), "init", loc), labels, arguments, loc)
            }
            return try instanceMessage(value, pieces, selector, arguments, takesArguments: takesArguments, loc)
        }
    }

    private func classMessage(
        _ className: String, _ classLoc: Loc, _ pieces: [String], _ selector: String, _ arguments: [Expr], takesArguments: Bool, _ loc: Loc
    ) throws(ScriptError) -> Expr {
        let swiftClass = ObjCNames.classRenames[className] ?? className
        let type = Expr.name(swiftClass, classLoc)
        switch selector {
        case "alloc", "allocWithZone:":
            return .call(.name("objc.alloc", loc), [Arg(label: nil, value: .name(className, classLoc))], labels: [nil], loc)
        case _ where newCollection(className, selector, arguments, loc) != nil: return newCollection(className, selector, arguments, loc)!
        case _ where newMutableString(className, selector, arguments, loc) != nil: return newMutableString(className, selector, arguments, loc)!
        case "new": return .call(type, [], labels: [], loc)
        case "class": return type
        case "stringWithString:": return Self.runtimeCall("objc.copy", arguments[0], loc)
        case "stringWithFormat:": return labelled(.name("objc.format", loc), arguments.map { _ in nil }, arguments, loc)
        case "numberWithInt:", "numberWithInteger:", "numberWithBool:", "numberWithFloat:", "numberWithDouble:",
            "numberWithUnsignedInteger:", "numberWithLong:":
            return arguments[0]
        case "conformsToProtocol:": return try conformance(type, arguments[0], loc)
        case "isSubclassOfClass:":
            return .call(
                .name("objc.isSubclassOfClass", loc), [Arg(label: nil, value: type), Arg(label: nil, value: arguments[0])], labels: [nil, nil], loc)
        case "respondsToSelector:", "instancesRespondToSelector:", "performSelector:":
            throw unsupported("'\(selector)'", at: loc)
        default: break
        }
        // A capitalised name the file does not declare: a class of an earlier input, or a
        // variable of one (`P`); which, and its method, is found when the message is sent.
        if !isClassName(className) { return dynamicSend(type, selector, arguments, loc) }
        if classes[className]?.selectors[selector] == true || classes[className] != nil && !takesArguments && fileSelectors.contains(selector) {
            let call = swiftCall(pieces, takesArguments: takesArguments)
            return labelled(.member(type, call.name, loc), call.labels, arguments, loc)
        }
        if !takesArguments {
            if let renamed = ObjCNames.classPropertyRenames[selector] { return .member(type, renamed, loc) }
            if className == "UIColor", selector.hasSuffix("Color") { return .member(type, String(selector.dropLast(5)), loc) }
            if ObjCNames.uikitPropertyNames.contains(selector) { return .member(type, selector, loc) }
            return .call(.member(type, selector, loc), [], labels: [], loc)
        }
        if let labels = ObjCNames.factoryLabels(pieces, className: swiftClass) { return labelled(type, labels, arguments, loc) }
        let call = swiftCall(pieces, takesArguments: true)
        return labelled(.member(type, call.name, loc), call.labels, adapted(arguments, for: call.member, loc), loc)
    }

    private func instanceMessage(_ receiver: Expr, _ pieces: [String], _ selector: String, _ arguments: [Expr], takesArguments: Bool, _ loc: Loc)
        throws(ScriptError) -> Expr
    {
        let target = nilSafe(receiver)
        if let foundation = try foundationMessage(target, selector, arguments, loc) { return foundation }
        let declaredHere = fileSelectors.contains(selector)
        let catalogue = ObjCNames.catalogueBySelector[selector]
        if !takesArguments {
            // `[menu isOpen]`: the getter a property names (`getter = isOpen`).
            if let named = getterProperties[selector], !declaredHere { return .member(target, named, loc) }
            let property = filePropertyNames.contains(selector) ? selector : ObjCNames.propertyName(selector)
            let isProperty =
                filePropertyNames.contains(selector) || ObjCNames.propertyRenames[selector] != nil
                || (ObjCNames.uikitPropertyNames.contains(property) && !declaredHere)
            if catalogue == nil, isProperty { return .member(target, property, loc) }
            // `[b preferredStatusBarStyle]`: a getter of UIKit's property, or the file's override
            // of one (lowered as the property, `ObjCParser+Methods`).
            if let catalogue, catalogue.kind == .property { return .member(target, catalogue.name, loc) }
            if declaredHere, ObjCNames.uikitPropertyNames.contains(property), overridesUIKitProperty(selector, property) {
                return .member(target, property, loc)
            }
            // Neither this file nor UIKit says what it is: an earlier input may have declared a
            // method or a property of that name; the runtime looks (`objc.send`).
            if catalogue == nil, !declaredHere { return dynamicSend(receiver, selector, arguments, loc) }
            let call = swiftCall(pieces, takesArguments: false)
            return .call(.member(target, call.name, loc), [], labels: [], loc)
        }
        // `[view setHidden:YES]`: the property's setter, unless the file or UIKit has such a method.
        if pieces.count == 1, selector.hasPrefix("set"), selector.count > 4, !declaredHere, catalogue == nil {
            let objcName = ObjCNames.lowerCamel(String(selector.dropFirst(3).dropLast()))
            let property = filePropertyNames.contains(objcName) ? objcName : ObjCNames.propertyName(objcName)
            if filePropertyNames.contains(objcName) || ObjCNames.uikitPropertyNames.contains(property) {
                return try assign(.member(target, property, loc), nil, arguments[0], loc)
            }
            return dynamicSend(receiver, selector, arguments, loc)
        }
        // A selector neither this file nor UIKit's catalogue declares: an earlier input's method
        // (named as the file that declared it named it), or UIKit's, found when it is sent.
        if !declaredHere, catalogue == nil, ObjCNames.importedNames[selector] == nil {
            return dynamicSend(receiver, selector, arguments, loc)
        }
        let call = swiftCall(pieces, takesArguments: true)
        return labelled(.member(target, call.name, loc), call.labels, adapted(arguments, for: call.member, loc), loc)
    }

    /// Whether every class of the file that has an instance method `selector` overrides UIKit's
    /// property `property` with it (so the method is that property here).
    private func overridesUIKitProperty(_ selector: String, _ property: String) -> Bool {
        classes.values.allSatisfy { info in
            guard info.selectors[selector] == false else { return true }
            return uikitAncestor(info.name).map { ObjCNames.isUIKitProperty(property, on: $0) } ?? false
        }
    }

    /// A message resolved when it is sent, on the receiver's class: a method, else the property a
    /// getter or `set...:` names (Objective-C's dispatch, for what an earlier input declared).
    private func dynamicSend(_ receiver: Expr, _ selector: String, _ arguments: [Expr], _ loc: Loc) -> Expr {
        let values = [receiver, .string(selector)] + arguments
        return .call(.name("objc.send", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc)
    }

    /// C's conversions into a UIKit method's parameters: `options:0` is Swift's `[]`, an integer
    /// duration a `TimeInterval`, `animated:1` a `Bool`.
    private func adapted(_ arguments: [Expr], for member: UIKitMember?, _ loc: Loc) -> [Expr] {
        guard let member else { return arguments }
        return arguments.enumerated().map { index, argument in
            guard member.parameters.indices.contains(index) else { return argument }
            switch (member.parameters[index].type.unwrapped, argument) {
            case (.options, .int(0)): return .array([])
            case (.options, .implicitMember): return .array([argument])
            case (.cgFloat, _), (.timeInterval, _): return .prefix("objc.(double)", argument, loc)
            case (.bool, .bool): return argument
            case (.bool, _): return .prefix("objc.(BOOL)", argument, loc)
            default: return argument
            }
        }
    }

    /// NSArray's, NSDictionary's, NSString's and NSObject's messages as Swift's collections and
    /// operators spell them; nil for other selectors.
    private func foundationMessage(_ receiver: Expr, _ selector: String, _ arguments: [Expr], _ loc: Loc) throws(ScriptError) -> Expr? {
        // One lookup before the switch: most messages are UIKit's, and comparing each with every
        // case below cost 1 % of lowering a paste.
        guard Self.foundationSelectors.contains(selector) else { return nil }
        let read = Self.collectionRead(receiver, loc)
        switch selector {
        case _ where Self.mutatingSelectors.contains(selector): return collectionChange(receiver, selector, arguments, loc)
        case "objectAtIndex:", "objectAtIndexedSubscript:":
            return Self.elementRead(receiver, arguments[0], selector: selector, loc)
        case "objectForKey:", "objectForKeyedSubscript:", "valueForKey:":
            return .subscriptAccess(read, [Arg(label: nil, value: arguments[0])], loc)
        case "enumerateObjectsUsingBlock:":
            return .call(
                .name("objc.enumerate", loc), [Arg(label: nil, value: receiver), Arg(label: nil, value: arguments[0])], labels: [nil, nil], loc)
        case "makeObjectsPerformSelector:", "makeObjectsPerformSelector:withObject:":
            let values = [receiver] + arguments
            return .call(.name("objc.makeObjectsPerform", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc)
        case "containsObject:": return labelled(.member(read, "contains", loc), [nil], arguments, loc)
        // A new immutable array: this one's objects and the one given, or those of the array given.
        case "arrayByAddingObject:", "arrayByAddingObjectsFromArray:":
            let values = [read, arguments[0], .bool(selector == "arrayByAddingObject:")]
            return .call(.name("objc.arrayByAdding", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc)
        // `for (id x in [list reverseObjectEnumerator])`: the objects last to first.
        case "reverseObjectEnumerator": return .call(.member(read, "reversed", loc), [], labels: [], loc)
        case "objectEnumerator", "allObjects": return read
        case "indexOfObject:":
            return .binary("??", labelled(.member(read, "firstIndex", loc), ["of"], arguments, loc), .int(Int.max), loc)
        case "isEqual:", "isEqualToString:", "isEqualToArray:", "isEqualToDictionary:", "isEqualToNumber:":
            return .binary("==", read, Self.collectionRead(arguments[0], loc), loc)
        case "stringByAppendingString:": return .binary("+", read, Self.collectionRead(arguments[0], loc), loc)
        case "componentsJoinedByString:": return labelled(.member(read, "joined", loc), ["separator"], arguments, loc)
        case "count": return .member(read, "count", loc)
        case "copy": return Self.runtimeCall("objc.copy", receiver, loc)
        case "mutableCopy": return Self.runtimeCall("objc.mutableCopy", receiver, loc)
        case "autorelease", "retain": return receiver
        case "release": return .nilLiteral
        case "description": return Self.runtimeCall("objc.description", receiver, loc)
        case "integerValue", "intValue", "unsignedIntegerValue", "longValue": return .prefix("objc.(int)", receiver, loc)
        case "floatValue", "doubleValue": return .prefix("objc.(double)", receiver, loc)
        case "boolValue": return .prefix("objc.(BOOL)", receiver, loc)
        case "class": return .call(.name("type", loc), [Arg(label: "of", value: receiver)], labels: ["of"], loc)
        case "isKindOfClass:", "isMemberOfClass:":
            // `[x isKindOfClass:[Box class]]` is Swift's `is`; a class held in a variable or a
            // parameter (`Class c`), and `isMemberOfClass:` (this class, not a subclass), are
            // answered by the runtime. A variable was read as a class of its name: always NO.
            if selector == "isKindOfClass:", case .name(let className, _) = arguments[0], localType(className) == nil,
                instanceVariable(className) == nil, isClassName(className)
            {
                return .cast(receiver, .check, TypeIR(name: className), loc)
            }
            let values = [receiver, arguments[0], .bool(selector == "isMemberOfClass:")]
            return .call(.name("objc.isKindOfClass", loc), values.map { Arg(label: nil, value: $0) }, labels: [nil, nil, nil], loc)
        case "respondsToSelector:":
            return .call(
                .name("objc.respondsToSelector", loc), [Arg(label: nil, value: receiver), Arg(label: nil, value: arguments[0])], labels: [nil, nil],
                loc)
        case "filteredArrayUsingPredicate:", "sortedArrayUsingDescriptors:", "valueForKeyPath:":
            throw unsupported("'\(selector)' (predicates, sort descriptors and key paths)", at: loc)
        case "performSelector:", "performSelector:withObject:":
            // The message the selector names, sent now (`objc.send` finds its method).
            let values = [Self.chained(receiver)] + arguments
            return .call(.name("objc.send", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc)
        case "performSelector:withObject:afterDelay:", "performSelector:afterDelay:":
            // Sent later, on the main run loop: the receiver and the object are taken now.
            let object = arguments.count == 3 ? arguments[1] : nil
            var send = ClosureIR(params: [], body: [], loc: loc)
            let names = ["objc.receiver", "objc.selector"] + (object == nil ? [] : ["objc.object"])
            send.captures = zip(names, [Self.chained(receiver), arguments[0]] + (object.map { [$0] } ?? [])).map {
                (name: $0, value: $1, ownership: .strong)
            }
            let values = names.map { Expr.name($0, loc) }
            send.body = [
                .expression(.call(.name("objc.send", loc), values.map { Arg(label: nil, value: $0) }, labels: values.map { _ in nil }, loc), loc)
            ]
            let queue = Expr.member(.name("DispatchQueue", loc), "main", loc)
            return labelled(
                .member(queue, "asyncAfter", loc), ["deadline", "execute"], [.prefix("objc.(double)", arguments.last!, loc), .closure(send)], loc)
        case "conformsToProtocol:": return try conformance(receiver, arguments[0], loc)
        case "isSubclassOfClass:":
            return .call(
                .name("objc.isSubclassOfClass", loc), [Arg(label: nil, value: receiver), Arg(label: nil, value: arguments[0])], labels: [nil, nil],
                loc)
        case "addObserver:forKeyPath:options:context:":
            throw unsupported("'\(selector)'", at: loc)
        default: return nil
        }
    }

    /// Every selector `foundationMessage`'s switch has a case for, the collections' changes
    /// among them (`ObjectiveCTests` reads the switch and checks the two agree).
    static let foundationSelectors: Set<String> = mutatingSelectors.union([
        "objectAtIndex:", "objectAtIndexedSubscript:", "objectForKey:", "objectForKeyedSubscript:", "valueForKey:",
        "enumerateObjectsUsingBlock:", "makeObjectsPerformSelector:", "makeObjectsPerformSelector:withObject:", "containsObject:",
        "indexOfObject:", "isEqual:", "isEqualToString:", "isEqualToArray:", "isEqualToDictionary:", "isEqualToNumber:",
        "stringByAppendingString:", "componentsJoinedByString:", "count", "copy", "mutableCopy", "autorelease", "retain",
        "release", "description", "integerValue", "intValue", "unsignedIntegerValue", "longValue", "floatValue", "doubleValue",
        "boolValue", "class", "isKindOfClass:", "isMemberOfClass:", "respondsToSelector:", "filteredArrayUsingPredicate:",
        "sortedArrayUsingDescriptors:", "valueForKeyPath:", "performSelector:", "performSelector:withObject:",
        "performSelector:withObject:afterDelay:", "performSelector:afterDelay:", "conformsToProtocol:",
        "addObserver:forKeyPath:options:context:", "isSubclassOfClass:", "arrayByAddingObject:", "arrayByAddingObjectsFromArray:",
        "reverseObjectEnumerator", "objectEnumerator", "allObjects",
    ])
}
