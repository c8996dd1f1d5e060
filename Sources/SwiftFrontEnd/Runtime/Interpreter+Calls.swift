import ContainmentEngine
import UIKitCatalogue

/// Calls: functions, methods (with UIKit's dispatch and `super`), closures, initialisers.
extension Interpreter {
    func call(_ callee: Expr, _ arguments: [Arg], labels: [String?], in scope: Scope, _ loc: Loc, bindingName: String?) throws -> Value {
        if case let last?? = labels.last, last.utf8.first == UInt8(ascii: "$") {
            return try callPassingTypes(callee, arguments, labels: labels, in: scope, loc, bindingName: bindingName)
        }
        guard arguments.contains(where: \.isInout) else {
            return try callPassingValues(callee, arguments, labels: labels, in: scope, loc, bindingName: bindingName)
        }
        // `addOne(&lists[next()])`: the subscript's key is evaluated once, for the read and the
        // write back, as Swift accesses the element in place.
        var arguments = arguments
        for index in arguments.indices {
            guard case .inoutArgument(let target, let argLoc) = arguments[index].value else { continue }
            arguments[index].value = .inoutArgument(try keysEvaluatedOnce(target, in: scope), argLoc)
        }
        // `swap(&a, &b)`, the standard library's.
        if case .name("swap", _) = callee, arguments.count == 2, runtime.heap.functions["swap"] == nil,
            case .inoutArgument(let a, _) = arguments[0].value, case .inoutArgument(let b, _) = arguments[1].value
        {
            let (first, second) = (try evaluate(a, in: scope), try evaluate(b, in: scope))
            try assign(a, second, in: scope, loc)
            try assign(b, first, in: scope, loc)
            return .void
        }
        runtime.inoutResults = []
        // Swift passes `&x` in place: while the call runs, its parameter is the only holder of
        // what `x` held (a struct whose objects the callee lets go of are released there). Where
        // lifetimes are tracked the value moves out to a scope of the call's own, live until the
        // callee has bound its parameters (`runtime.inoutHolder`), and the result moves back.
        var callScope = scope
        var movedOut: [Int: (target: Expr, value: Value)] = [:]
        if runtime.tracksLifetimes {
            callScope = Scope(parent: scope, context: nil)
            for index in arguments.indices {
                guard case .inoutArgument(let target, let argLoc) = arguments[index].value, Self.isPlainPath(target) else { continue }
                let value = try evaluateExpression(target, in: scope, bindingName: nil, expected: nil)  // moved, not a temporary
                let name = "$inout\(index)"
                callScope.variables[name] = value
                try assign(target, .null, in: scope, loc)
                movedOut[index] = (target, value)
                arguments[index].value = .inoutArgument(.name(name, argLoc), argLoc)
            }
        }
        let holder = runtime.inoutHolder
        runtime.inoutHolder = movedOut.isEmpty ? nil : callScope
        if !movedOut.isEmpty { runtime.liveScopes.append(callScope) }
        defer {
            if !movedOut.isEmpty, let last = runtime.liveScopes.last, last === callScope { runtime.liveScopes.removeLast() }
            runtime.inoutHolder = holder
        }
        let result: Value
        do { result = try callPassingValues(callee, arguments, labels: labels, in: callScope, loc, bindingName: bindingName) } catch {
            for (target, value) in movedOut.values { try? assign(target, value, in: scope, loc) }
            throw error
        }
        let written = runtime.inoutResults
        runtime.inoutResults = []
        // `&x` passed to what is not the user's function (which would not write it back).
        guard !written.isEmpty else {
            for (target, value) in movedOut.values { try? assign(target, value, in: scope, loc) }
            throw error("'&' (inout) is supported for your own functions' inout parameters only; \(Lowering.supportPage)", loc)
        }
        for (index, value) in written {
            if let moved = movedOut[index] {
                try assign(moved.target, value, in: scope, loc)
            } else if case .inoutArgument(let target, _) = arguments[index].value {
                try assign(target, value, in: scope, loc)
            }
        }
        return result
    }

    func callPassingValues(_ callee: Expr, _ arguments: [Arg], labels: [String?], in scope: Scope, _ loc: Loc, bindingName: String?) throws
        -> Value
    {
        // The arguments are evaluated once, when a candidate needs them (`Panel()` made twice
        // would be two panels).
        var evaluated: [Value]?
        func values() throws -> [Value] {
            if let evaluated { return evaluated }
            // `Ticket(priority: .medium, size: .medium)`: an implicit member takes the parameter's
            // type, as Swift infers it (two enums with a `medium` case are no longer ambiguous).
            let expected = arguments.contains(where: \.isImplicitMember) ? parameterTypes(of: callee, labels) : []
            let values = try arguments.enumerated().map { index, argument in
                try evaluate(argument.value, in: scope, expected: index < expected.count ? expected[index] : nil)
            }
            evaluated = values
            return values
        }
        switch callee {
        case .name(let name, _)
        where (name == "print" || name == "debugPrint" || name == "String") && arguments.contains(where: \.isTyped)
            && runtime.heap.functions[name] == nil:
            // The type pass typed what this shows (`print(x)` with `x: Int?`).
            let items = try arguments.map { argument -> (label: String?, value: Value, type: StaticType?) in
                if case .typed(let inner, let type) = argument.value { return (argument.label, try evaluate(inner, in: scope), type) }
                return (argument.label, try evaluate(argument.value, in: scope), nil)
            }
            for item in items { try checkDescribable(item.value) }
            if name == "String" {
                let reflecting = items.first?.label == "reflecting"
                return .string(
                    try refuseUndescribable(loc) {
                        items.first.map { reflecting ? debugDescribe($0.value, as: $0.type) : describe($0.value, as: $0.type) } ?? ""
                    })
            }
            var separator = " ", terminator = "\n", texts: [String] = []
            for item in items {
                switch (item.label, item.value) {
                case ("separator", .string(let text)): separator = text
                case ("terminator", .string(let text)): terminator = text
                default:
                    texts.append(
                        try refuseUndescribable(loc) {
                            name == "print" ? describe(item.value, as: item.type) : debugDescribe(item.value, as: item.type)
                        })
                }
            }
            try writeOutput(texts.joined(separator: separator), terminator: terminator)
            return .void
        case .name("Self", _) where scope.context != nil:
            // `Self(...)` in a method: the receiver's own type, made.
            return try callValue(try lookup("Self", in: scope, loc), try values(), labels, loc)
        case .name(let name, _) where name.utf8.first == UInt8(ascii: "o") && name.hasPrefix("objc."):
            return try objectiveCFunction(name, try values(), loc)
        case .name(let name, let nameLoc):
            if let local = scope.lookup(name) { return try callValue(local, try values(), labels, loc) }
            // `SummaryViewController()` inside a type's own method makes one, as in Swift.
            if name.startsUppercase, runtime.heap.globals[name] == nil,
                runtime.heap.types[name] != nil || UIKit.isKnownType(name) || UIKit.implicitSuperclass(of: name) != nil
            {
                return try construct(name, try values(), labels, loc, bindingName: bindingName)
            }
            // `insert(v, at: i)` in the file's extension of Array: the value's own method, as
            // `self.insert(...)` (a name the standard library also has globally stays global).
            if let receiver = scope.context?.receiver, !extendedTypeNames(of: receiver).isEmpty, runtime.heap.functions[name] == nil,
                Self.standardMethodNames.contains(name), !UIKit.globalFunctions.contains(name)
            {
                return try call(.member(.selfRef(nameLoc), name, nameLoc), arguments, labels: labels, in: scope, loc, bindingName: bindingName)
            }
            // `print(...)` in a method: the standard library's, unless the class declares one
            // (asking UIKit's method tables first cost a tenth of a small class's run).
            if let receiver = scope.context?.receiver,
                !UIKit.globalFunctions.contains(name) || index(of: objectClassName(receiver)).methods(name) != nil
            {
                if receiver.isValueType, let mutableSelf = scope.lookup("self"), mutableSelf.isValueType,
                    let (changed, result) = try mutatingCall(name, on: mutableSelf, try values(), labels, loc)
                {
                    _ = scope.assign("self", changed)
                    runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
                    return result
                }
                if let result = try callMethod(name, on: receiver, try values(), labels, loc, bindingName: bindingName) { return result }
                // `setNavigationBarHidden(true, animated: false)` in a subclass: UIKit's own method of `self`.
                if case .object(let id) = receiver, let record = runtime.heap.objects[id], isUIKitMember(name, of: record) {
                    let className = uikitClass(of: record.className)
                    if let mismatch = catalogueMismatch(name, try values(), labels, on: className) { throw error(mismatch, loc) }
                    return try unmodelledCall(name, on: record, labels, nameLoc)
                }
            }
            if let function = runtime.heap.functions[name]?.first(where: { accepts($0, labels) }) {
                return try invoke(function, receiver: nil, owner: nil, try values(), labels, loc)
            }
            if let global = runtime.heap.globals[name] { return try callValue(global, try values(), labels, loc) }
            if let result = try globalFunction(name, try values(), labels, loc) { return result }
            if runtime.heap.types[name] != nil || UIKit.isKnownType(name) || name.startsUppercase {
                return try construct(name, try values(), labels, loc, bindingName: bindingName)
            }
            if let reference = functionReference(named: name, in: scope) { return try callValue(reference, try values(), labels, loc) }
            if UIKit.globalFunctions.contains(name) { throw unsupportedArguments(of: name, try values(), nameLoc) }
            throw error("cannot find '\(name)' in scope", nameLoc)
        case .member(.superRef(let superLoc), let name, _):
            guard let context = scope.context else { throw error("'super' outside a method", superLoc) }
            return try superCall(name, context, try values(), labels, loc)
        case .member(.selfRef, "init", _)
        where scope.lookup("self") == nil && scope.context.map({ if case .object = $0.receiver { $0.method == "init" } else { false } }) == true:
            // `self.init(...)`: a convenience initialiser delegating across its class.
            guard let context = scope.context, case .object(let id) = context.receiver, let record = runtime.heap.objects[id] else { return .void }
            guard record.role == .plain else {
                // A view's or a controller's (UIKit made the object): the initialiser its class
                // has for these arguments runs on it (`return [self initWithName:n kid:nil];`).
                try runInitializer(id, record.className, try values(), labels, loc)
                return .void
            }
            // It dispatches on the object's class: a subclass's override of the initialiser runs.
            try delegateInitializer(id, as: runtime.heap.objects[id]?.className ?? context.type, try values(), labels, loc)
            return .void
        case .member(.selfRef, "init", _) where scope.context?.method == "init" && scope.lookup("self") != nil:
            // `self.init(...)` in a struct's or an enum's initialiser: the other one makes the value.
            guard let context = scope.context else { return .void }
            _ = scope.assign("self", try construct(context.type, try values(), labels, loc, bindingName: nil))
            return .void
        case .member(.typed(let base, .optional), let name, _) where name == "map" || name == "flatMap":
            // Optional's map / flatMap: nil stays nil, a value goes through the closure.
            let wrapped = try evaluate(base, in: scope)
            if wrapped.isNil { return .null }
            return try callValue(try first(try values(), loc), [wrapped], [nil], loc)
        case .extensionMethod(let written, let protocolName, let name, _) where isMutatingExtensionMethod(name, labels, of: protocolName):
            // `counter.incrementTwice()` on a `Counter` variable: the extension's own, chosen
            // statically; as `mutating`, it changes what it was called on.
            let base = try keysEvaluatedOnce(written, in: scope)
            let (changed, result) = try mutatingExtensionCall(name, of: protocolName, on: try evaluate(base, in: scope), try values(), labels, loc)
            try assign(base, changed, in: scope, loc)
            return result
        case .member(let written, let name, let memberLoc):
            if case .name(let typeName, _) = written, isTypeName(typeName, in: scope) {
                return try staticCall(typeName, name, try values(), labels, loc, bindingName: bindingName)
            }
            // `lists[next()].append(7)`: the element read and written back is one (its key once).
            var base = written
            if case .subscriptAccess = written { base = try keysEvaluatedOnce(written, in: scope) }
            var receiver = try evaluate(base, in: scope, for: name)
            // Only Optional has a map that nil answers (the pass may not know the value is one:
            // `words.first.map(String.init)` trapped): nil stays nil.
            if receiver.isNil, name == "map" || name == "flatMap" {
                _ = try values()
                return .null
            }
            // `.systemRed.withAlphaComponent(0.3)`: a UIKit value no enum of the file's names
            // (Interpreter+Members.swift says why), untestable as every other.
            if case .enumCase("", let caseName, _) = receiver { receiver = .inert(".\(caseName)") }
            // `Widget.self.init(...)`, `kind.make()` on a metatype held in a value.
            if case .type(let typeName) = receiver { return try staticCall(typeName, name, try values(), labels, loc, bindingName: bindingName) }
            if let (changed, result) = try mutatingCall(name, on: receiver, try values(), labels, loc) {
                try assign(base, changed, in: scope, loc)
                return result
            }
            if let result = try callMethod(name, on: receiver, try values(), labels, loc, bindingName: bindingName) { return result }
            // A UIKit method the playground does not model (`segments.removeAllSegments()`): it
            // does nothing, with one diagnostic, as UIKit's unmodelled API does everywhere.
            if case .object(let id) = receiver, let record = runtime.heap.objects[id],
                hasUIKitClass(record)
            {
                let className = uikitClass(of: record.className)
                if let mismatch = catalogueMismatch(name, try values(), labels, on: className) { throw error(mismatch, loc) }
                return try unmodelledCall(name, on: record, labels, memberLoc)
            }
            throw error("value of type '\(typeName(of: receiver))' has no member '\(name)'", memberLoc)
        case .implicitMember(let name, _):
            return .enumCase(type: "", name: name, payload: try values())
        case .array(let element) where element.count == 1:
            return try arrayTypeCall(callee, element[0], arguments, labels, values, in: scope, loc)
        case .dictionary(let pair) where pair.count == 1 && arguments.isEmpty:
            return .dictionary([])  // `[String: UIViewController]()`
        default:
            return try callValue(try evaluate(callee, in: scope), try values(), labels, loc)
        }
    }

    /// Whether a bare name stands for a type here (not shadowed by a variable or a property).
    func isTypeName(_ name: String, in scope: Scope) -> Bool {
        guard name.startsUppercase || (runtime.hasLowercaseTypeNames && runtime.heap.types[name] != nil) else { return false }
        // `Self` in a method is a value: the receiver's dynamic type (`lookup`).
        if name == "Self", scope.context != nil { return false }
        if scope.lookup(name) != nil || runtime.heap.globals[name] != nil { return false }
        return true
    }

    /// `name(arguments)` on a value: the user's methods first, then UIKit's, then the standard
    /// library's. nil when the value has no such method.
    func callMethod(_ name: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws -> Value?
    {
        // Optional's own map and flatMap (optionals are not boxed here: nil is `.null`).
        if name == "map" || name == "flatMap", arguments.count == 1, case .closure = arguments[0] {
            if receiver.isNil { return Value.null }
            switch receiver {
            case .array, .set, .slice, .string, .dictionary: break  // a collection's own map
            case .record(let type, _) where type == Self.lazyType: break  // a lazy sequence's
            // A sequence of the file's (`Sequence.map`, `Interpreter+ProgramSequences`).
            case .record(let type, _) where type == Self.enumeratedType || type == Self.sequenceChainType || isProgramSequence(type): break
            case .enumCase(let type, _, _) where isProgramSequence(type): break
            case .object(let id) where runtime.heap.objects[id].map { isProgramSequence($0.className) } == true: break
            // A value of the file's type that declares its own (`Outcome<Success, Failure>.map`):
            // the pass types an optional of it (`.typed(_, .optional)` above).
            case .enumCase(let type, _, _) where method(name, labels: labels, for: type) != nil: break
            case .record(let type, _) where method(name, labels: labels, for: type) != nil: break
            case .object(let id) where runtime.heap.objects[id].map { method(name, labels: labels, for: $0.className) != nil } == true: break
            default: return try callValue(arguments[0], [receiver], [nil], loc)
            }
        }
        // `handler.fn(topic)`, `rules[0].1(5)`: a closure a tuple holds under that label or at that place.
        if case .tuple(let items, let itemLabels) = receiver, let index = Self.tupleIndex(of: name, in: itemLabels), items[index].isCallable {
            return try callValue(items[index], arguments, labels, loc)
        }
        if let (function, owner) = extensionMethod(name, labels: labels, of: receiver) {
            return try invoke(function, receiver: receiver, owner: owner, arguments, labels, loc)
        }
        switch receiver {
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return nil }
            // A container calling `child.willMove(toParent:)` (or an appearance callback) goes
            // through UIKit: the engine logs the callback and runs the user's override from there,
            // with UIKit's own work as its super.
            if case .controller = record.role, UIKit.dispatchedThroughUIKit.contains(name),
                let result = try uikitCall(name, on: id, record, arguments, labels, loc, bindingName: bindingName)
            {
                return result
            }
            let members = index(of: record.className)
            if let candidates = members.methods(name), let (function, owner) = candidates.first(where: { accepts($0.function, labels) }) {
                return try invoke(function, receiver: receiver, owner: owner, arguments, labels, loc)
            }
            if members.property(name) != nil || record.properties[name] != nil {
                return try callValue(try member(name, of: receiver, loc), arguments, labels, loc)
            }
            if name == "responds", labels == ["to"], case .string(let selector) = arguments[0] {
                return .bool(responds(record, to: selector))
            }
            if record.role == .plain, let result = try sequenceChainCall(name, on: receiver, arguments, labels, loc) { return result }
            if record.role == .plain, let result = try programSequenceCall(name, on: receiver, arguments, labels, loc) { return result }
            return try uikitCall(name, on: id, record, arguments, labels, loc, bindingName: bindingName)
        case .enumCase(let type, _, _), .record(let type, _):
            if let (function, owner) = method(name, labels: labels, for: type) {
                return try invoke(function, receiver: receiver, owner: owner, arguments, labels, loc)
            }
            // A stored closure (`struct Action { let perform: () -> Void }`, `action.perform()`).
            if case .record = receiver, let field = receiver.field(name), field.isCallable {
                return try callValue(field, arguments, labels, loc)
            }
            // A computed property giving a closure (`var apply: (Double) -> Double { ... }`).
            if property(name, for: type) != nil, case let value = try member(name, of: receiver, loc), value.isCallable {
                return try callValue(value, arguments, labels, loc)
            }
            if let result = try sequenceChainCall(name, on: receiver, arguments, labels, loc) { return result }
            if let result = try programSequenceCall(name, on: receiver, arguments, labels, loc) { return result }
            return try valueCall(name, on: receiver, arguments, labels, loc)
        case .type(let typeName): return try staticCall(typeName, name, arguments, labels, loc, bindingName: bindingName)
        case .inert(let what): return try inertCall(what, name, arguments, labels, loc, bindingName: bindingName)
        case .null: throw trap(Self.implicitUnwrapTrap, loc)
        default: return try valueCall(name, on: receiver, arguments, labels, loc)
        }
    }

    func objectClassName(_ value: Value) -> String {
        switch value {
        case .object(let id): runtime.heap.objects[id]?.className ?? ""
        case .record(let type, _), .enumCase(let type, _, _): type
        default: typeName(of: value)
        }
    }

    /// `Type.name(arguments)`: static methods, enum cases with payloads, UIKit's class methods.
    func staticCall(_ typeName: String, _ name: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws -> Value {
        if let (function, owner) = staticMethodAndOwner(name, labels: labels, of: typeName) {
            // `self` is the class called; the owner is the class that declares it (its `super`).
            return try invoke(function, receiver: .type(typeName), owner: owner, arguments, labels, loc)
        }
        if let info = runtime.heap.types[typeName], info.decl.cases.contains(where: { $0.name == name }) {
            return .enumCase(type: typeName, name: name, payload: payload(typeName, name, arguments))
        }
        if name == "init" { return try construct(typeName, arguments, labels, loc, bindingName: bindingName) }
        if let result = try uikitStaticCall(typeName, name, arguments, labels, loc) { return result }
        if let value = try staticMember(name, of: typeName, loc), !value.isInert { return try callValue(value, arguments, labels, loc) }
        // A factory from another file of the app (`SummaryViewController.instantiate(from:)`,
        // a protocol extension's `make()`) on a controller or view class: it makes one.
        let kind = chain(of: typeName)
        if !UIKit.isKnownType(typeName), kind.contains("UIViewController") || kind.contains("UIView") {
            note(
                .undeclaredType, "\(typeName).\(name)", "\(typeName).\(name)(...) is not declared here: treated as a factory that makes a \(typeName)"
            )
            return try construct(typeName, [], [], loc, bindingName: bindingName)
        }
        // A type of the file's own or of the standard library has what it declares: anything
        // else is swiftc's error, not an inert value (issue 37).
        if let info = runtime.heap.types[typeName] {
            if info.decl.kind == .protocolType {
                throw error(
                    "static member '\(name)' of the protocol '\(typeName)' needs the conforming type, which the playground does not know here", loc)
            }
            throw error("type '\(typeName)' has no member '\(name)'", loc)
        }
        if Self.standardNumberTypes.contains(typeName)
            || ["String", "Bool", "Array", "Dictionary", "Set", "Character", "Optional"].contains(typeName)
        {
            throw error("'\(typeName).\(name)(...)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
        return .inert("\(typeName).\(name)(...)")
    }
}

extension Interpreter {
    /// A method's first argument, or a clear error when the call has none (`addChild()`).
    func first(_ arguments: [Value], _ loc: Loc) throws -> Value {
        guard let value = arguments.first else { throw error("missing argument in the call", loc) }
        return value
    }
}
