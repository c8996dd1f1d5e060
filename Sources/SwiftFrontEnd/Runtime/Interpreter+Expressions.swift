import ContainmentEngine
import UIKitCatalogue

/// Expressions: names, operators, literals, optionals, casts.
extension Interpreter {
    /// `bindingName`: the variable or property the value is about to be bound to, which names a
    /// view controller or view created here (the naming rule of docs/swift-support.md).
    func evaluate(_ expr: Expr, in scope: Scope, bindingName: String? = nil, expected: TypeIR? = nil) throws -> Value {
        guard runtime.tracksLifetimes else { return try evaluateExpression(expr, in: scope, bindingName: bindingName, expected: expected) }
        // Its parts live until it completes, as Swift's temporaries do; its value, until what
        // consumes it does (`Interpreter+Lifetimes`).
        let mark = runtime.temporaries.count
        let value: Value
        do { value = try evaluateExpression(expr, in: scope, bindingName: bindingName, expected: expected) } catch {
            if runtime.temporaries.count > mark { runtime.temporaries.removeSubrange(mark...) }
            throw error
        }
        // `&x` is not a temporary: the parameter it becomes holds it (Swift passes it in place).
        if case .inoutArgument = expr { try unpin(to: mark, keeping: nil) } else { try unpin(to: mark, keeping: value) }
        return value
    }

    func evaluateExpression(_ expr: Expr, in scope: Scope, bindingName: String?, expected: TypeIR?) throws -> Value {
        switch expr {
        case .int(let value):
            return expected.map { UIKit.isFloatingPoint($0.name) } == true ? .double(Double(value)) : .int(value)
        case .double(let value): return .double(value)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .nilLiteral: return .null
        case .interpolation(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .value(.typed(let expr, let type)):
                    let value = try evaluate(expr, in: scope)
                    try checkDescribable(value)
                    let piece = try refuseUndescribable(statementLoc) { describe(value, as: type) }
                    try playground.allocate(bytes: 0, valueBytes: text.utf8.count + piece.utf8.count)
                    text += piece
                case .value(let expr):
                    let value = try evaluate(expr, in: scope)
                    try checkDescribable(value)
                    let piece = try refuseUndescribable(statementLoc) { describe(value) }
                    try playground.allocate(bytes: 0, valueBytes: text.utf8.count + piece.utf8.count)
                    text += piece
                }
            }
            try allocateString(text.utf8.count)
            return .string(text)
        case .name(let name, let loc): return try lookup(name, in: scope, loc)
        case .implicitMember(let name, let loc):
            // `.zero` where a CGRect or UIEdgeInsets is expected; a static member of a declared
            // struct or class; otherwise an enum case.
            // `let x: Int = .max`, `var width: CGFloat = .zero`: the number type's own constants.
            if let expected, !expected.isOptional, !expected.isArray, expected.name == "Int" || UIKit.isFloatingPoint(expected.name),
                runtime.heap.types[expected.name] == nil
            {
                return try standardStatic(name, of: expected.name, loc)
            }
            if let expected,
                UIKit.isGeometry(expected.name)
                    || (runtime.heap.types[expected.name].map { $0.decl.kind != .enumType } ?? false),
                let value = try staticMember(name, of: expected.name, loc)
            {
                if case .inert = value {} else { return value }
            }
            return .enumCase(type: enumType(of: name, expected: expected), name: name, payload: [])
        case .member(let base, let name, let loc):
            if case .superRef = base {
                guard let context = scope.context else { throw error("'super' outside a method", loc) }
                if case .type = context.receiver { return try staticSuperMember(name, context, loc) }
                return try member(name, of: context.receiver, loc, startingAbove: context.type)
            }
            if case .name(let typeName, _) = base, isTypeName(typeName, in: scope), let value = try staticMember(name, of: typeName, loc, in: scope) {
                return value
            }
            // `text.utf8.count`: a view's size (the views themselves are not held).
            if case .member(let viewed, let view, _) = base, Self.stringViews.contains(view),
                case .string(let text) = try evaluate(viewed, in: scope),
                let size = stringViewSize(view, name, of: text)
            {
                return size
            }
            return try member(name, of: try evaluate(base, in: scope, for: name), loc)
        case .call(.implicitMember(let name, let memberLoc), let arguments, let labels, let loc):
            // `.init(from: 9, to: 17)` or `.make(...)` where a struct or class is expected: its
            // initialiser or static method; otherwise an enum case with its payload.
            if let expected, runtime.heap.types[expected.name].map({ $0.decl.kind != .enumType }) ?? UIKit.isGeometry(expected.name),
                let function = try staticMember(name, of: expected.name, memberLoc)
            {
                if case .inert = function {
                } else {
                    let values = try arguments.map { try evaluate($0.value, in: scope) }
                    return try callValue(function, values, labels, loc)
                }
            }
            if name == "init" { throw error("'.init' here needs a type the playground can tell from the context; write the type's name", memberLoc) }
            let type = enumType(of: name, expected: expected)
            return .enumCase(type: type, name: name, payload: payload(type, name, try arguments.map { try evaluate($0.value, in: scope) }))
        case .call(let callee, let arguments, let labels, let loc):
            return try call(callee, arguments, labels: labels, in: scope, loc, bindingName: bindingName)
        case .subscriptAccess(let base, let arguments, let loc):
            let container = try evaluate(base, in: scope)
            if arguments.count == 1, let label = arguments[0].label, label.hasPrefix(ObjCParser.elementLabelPrefix) {
                let selector = String(label.dropFirst(ObjCParser.elementLabelPrefix.count))
                return try objectiveCElement(container, try evaluate(arguments[0].value, in: scope), selector: selector, loc)
            }
            // `items[...]` (UnboundedRange): all of it, a slice of an array keeping its indices;
            // `text[...]`, a Substring, prints as the String does.
            if arguments.count == 1, arguments[0].label == nil, case .name("...", _) = arguments[0].value {
                if let (items, start) = container.sliceable { return .slice(items, start: start) }
                if case .string = container { return container }
            }
            // `text[i..<j]` with String indices (`Interpreter+StringIndices`).
            if case .string(let text) = container, arguments.count == 1, arguments[0].label == nil,
                case .binary(let op, let lower, let upper, _) = arguments[0].value, op == "..<" || op == "..."
            {
                let (low, high) = (try evaluate(lower, in: scope), try evaluate(upper, in: scope))
                if let result = try stringSlice(text, op, low, high, loc) { return result }
                throw error("cannot subscript a value of type 'String' with a range of \(typeName(of: low))", loc)
            }
            // `items[a..<b]`: the bounds as written (an empty range keeps them), not the range's values.
            if arguments.count == 1, arguments[0].label == nil, case .binary(let op, _, _, _) = arguments[0].value, op == "..<" || op == "...",
                let (items, start) = container.sliceable,
                let bounds = try sliceBounds(.void, arguments[0].value, in: scope, start: start, end: start + items.count, loc)
            {
                return try slice(items, start: start, bounds, isArray: start == 0 && container.isArray, loc)
            }
            let keys = try arguments.map { try evaluate($0.value, in: scope) }
            if let result = try userSubscript(container, keys, labels: arguments.map(\.label), loc) { return result }
            // `counts[word, default: 0]`: the default where the dictionary has no such key.
            if keys.count == 2, arguments[1].label == "default", case .dictionary(let pairs) = container {
                return pairs.first { equal($0.key, keys[0]) }?.value ?? keys[1]
            }
            return try subscriptValue(container, keys, loc)
        case .closure(let ir):
            runtime.noteCapture(scope)
            guard !ir.captures.isEmpty else { return .closure(ClosureValue(ir: ir, scope: scope)) }
            // A capture list's names take their values now, in a scope of the closure's own.
            let captured = Scope(parent: scope, context: nil)
            for capture in ir.captures where capture.name != "self" || capture.ownership != .strong {
                captured.variables[capture.name] = try evaluate(capture.value, in: scope)
                if capture.ownership != .strong { captured.ownership[capture.name] = capture.ownership }
            }
            runtime.noteCapture(captured)
            return .closure(ClosureValue(ir: ir, scope: captured))
        case .array(let items):
            var element = expected
            element?.isArray = false
            if case .array(let elementShape)? = expected?.shape { element = elementShape.typeIR }
            let isSet = expected.map { $0.name == "Set" && !$0.isArray } ?? false
            if isSet { element = expected?.genericArguments.first }
            let values = try items.map { try evaluate($0, in: scope, expected: element) }
            if isSet { return .set(uniqued(element?.name == "Any" ? values : Self.unifyingNumbers(values))) }
            // A literal's elements share one type: with a Double among numbers, every number is a
            // Double (`[0.82, 1]`, `[CGFloat(216), 291]`, `[(120, 0), (420, 0.9)]`); not in `[Any]`.
            return .array(element?.name == "Any" ? values : Self.unifyingNumbers(values))
        case .dictionary(let pairs): return try dictionaryLiteral(pairs, in: scope)
        case .tuple(let items):
            // `(a + b)`: a parenthesised expression sees the context's type.
            if items.count == 1, items[0].label == nil { return try evaluate(items[0].value, in: scope, expected: expected) }
            // `(120, 0)` where `(Double, Double)` is expected: each element its element's type.
            if case .tuple(let shapes, let wanted)? = expected?.shape, shapes.count == items.count {
                return .tuple(
                    try zip(items, shapes).map { try evaluate($0.value, in: scope, expected: $1.typeIR) },
                    labels: items.enumerated().map { $1.label ?? wanted?[$0] })
            }
            return .tuple(try items.map { try evaluate($0.value, in: scope) }, labels: items.map(\.label))
        case .binary(let op, let left, let right, let loc): return try binary(op, left, right, in: scope, loc, expected: expected)
        case .prefix(let op, let operand, let loc):
            let value = try evaluate(operand, in: scope, expected: op == "-" || op == "+" ? expected : nil)
            if op.utf8.count > 5, op.utf8.first == UInt8(ascii: "o") { return try objectiveCPrefix(op, value, loc) }
            switch (op, value) {
            case ("!", .bool(let bool)): return .bool(!bool)
            case ("~", .int(let int)): return .int(~int)
            case ("-", .int(let int)):
                guard int != .min else { throw trap("Fatal error: Negation overflow", loc) }
                return .int(-int)
            case ("-", .double(let double)): return .double(-double)
            case ("+", _): return value
            default: throw error("cannot apply '\(Self.shownOperator(op))' to \(typeName(of: value))", loc)
            }
        case .ternary(let condition, let then, let otherwise):
            return try truth(evaluate(condition, in: scope))
                ? evaluate(then, in: scope, expected: expected) : evaluate(otherwise, in: scope, expected: expected)
        case .forceUnwrap(let inner, let loc):
            let value = try evaluate(inner, in: scope, bindingName: bindingName)
            if value.isNil { throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", loc) }
            return value
        case .optionalStep(let inner):
            let value = try evaluate(inner, in: scope)
            if value.isNil { throw ChainBreak() }
            return value
        case .optionalChain(let inner):
            do { return try evaluate(inner, in: scope, bindingName: bindingName) } catch is ChainBreak { return .null }
        case .cast(let inner, let kind, let written, let loc):
            let type = resolved(written, in: scope)
            let value = try evaluate(inner, in: scope, bindingName: bindingName, expected: type)
            switch kind {
            // `t as (Int, Int)`: a tuple takes the type's labels, as Swift converts it.
            case .plain: return type.tupleLabels != nil ? coerce(value, to: type) : value
            case .check: return .bool(isInstance(value, of: type))
            case .conditional: return isInstance(value, of: type) ? value : .null
            case .forced:
                guard isInstance(value, of: type) else {
                    if value.isNil { throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", loc) }
                    throw trap("Could not cast value of type '\(typeName(of: value))' to '\(type.name)'", loc)
                }
                return value
            }
        case .assignment(.discard, nil, let valueExpr, _):
            // `_ = f(x)`: the result goes with the call's temporaries, itself first (Swift drops
            // an ignored result before the arguments and receiver it was computed from).
            _ = try evaluateExpression(valueExpr, in: scope, bindingName: nil, expected: nil)
            return .void
        case .assignment(let written, let op, let valueExpr, let loc):
            // `a?.b = make()`: a chain that breaks evaluates nothing on the right (Swift's order).
            if case .optionalChain(.member(let base, _, _)) = written, Self.isPlainPath(base) {
                do { _ = try evaluate(base, in: scope) } catch is ChainBreak { return .null }
            }
            // `x? = 5`, `d["a"]? = 1`: nothing is assigned (nor evaluated) where the value is nil
            // (it was stored, session 37's hunt).
            if case .optionalChain(.optionalStep(let inner)) = written, op == nil {
                do { if try evaluate(inner, in: scope).isNil { return .null } } catch is ChainBreak { return .null }
            }
            // `getBox().value += 1`: the call once, before the right side.
            if Self.callAtRoot(of: written) != nil { return try assignmentThroughCall(written, op, valueExpr, loc, in: scope) }
            // `a[next()] += f()`: the index once, before the right side, as Swift orders them.
            let target = try keysEvaluatedOnce(written, in: scope)
            var value: Value
            if case .call(.implicitMember("init", let memberLoc), let arguments, let labels, let callLoc) = valueExpr,
                let typeName = try uikitPropertyClass(of: target, in: scope)
            {
                // `item.backBarButtonItem = .init(title: ...)`: the type UIKit declares for the property.
                value = try evaluate(.call(.name(typeName, memberLoc), arguments, labels: labels, callLoc), in: scope)
            } else {
                value = try evaluate(valueExpr, in: scope, bindingName: Self.assignedName(target))
            }
            if let op {
                let current = try evaluate(target, in: scope)
                // `cars["a"]?.engine?.hp += 30` where the chain breaks: nothing happens (Void? nil).
                if current.isNil, case .optionalChain = target { return .null }
                // `v += w` on the file's own type runs its `+=` (an inout function), not its `+`.
                if let type = declaredType(of: current), runtime.heap.types[type] != nil {
                    guard staticMethod(op + "=", labels: nil, of: type) != nil else {
                        throw error(
                            "binary operator '\(Self.shownOperator(op + "="))' cannot be applied to operands of type '\(type)' and '\(typeName(of: value))'",
                            loc)
                    }
                    throw error(
                        "a compound assignment operator of the file's (\(Self.shownOperator(op + "="))) is not supported by the playground; write the assignment out (a = a \(Self.shownOperator(op)) b); \(Lowering.supportPage)",
                        loc)
                }
                value = try arithmetic(op, current, value, loc, inPlace: true)
            } else if case .int(let int) = value, case .name(let name, _) = target, case .double? = scope.lookup(name) ?? runtime.heap.globals[name] {
                // A variable's type never changes: an integer literal assigned to a Double is a Double.
                value = .double(Double(int))
            }
            // `a?.b = x` is `Void?`: nil when the chain broke and nothing was set.
            if case .optionalChain(let inner) = target {
                do { try assign(inner, value, in: scope, loc) } catch is ChainBreak { return .null }
                return .void
            }
            try assign(target, value, in: scope, loc)
            return .void
        case .selfRef(let loc):
            if let mutableSelf = scope.lookup("self") {  // a struct's init or mutating method; `[weak self]`
                if runtime.tracksLifetimes, case .object = mutableSelf { return try readReference(mutableSelf, scope.ownership(of: "self"), loc) }
                return mutableSelf
            }
            guard let receiver = scope.context?.receiver else { throw error("'self' is not available here", loc) }
            return receiver
        case .superRef(let loc): throw error("'super' must be followed by a member", loc)
        case .discard: return .void
        case .selector(let method):
            // The method's name: `#selector(tapped(_:))` names `tapped` (its labels pick among
            // overloads, which the playground's selectors do not: `responds(to:)` was false).
            if case .member(_, let name, _) = method { return .string(Self.namedWithLabels(name)?.base ?? name) }
            if case .name(let name, _) = method { return .string(Self.namedWithLabels(name)?.base ?? name) }
            return .inert("Selector")
        case .typeRef(let type): return .type(type.name)
        case .typed(let inner, _): return try evaluateExpression(inner, in: scope, bindingName: bindingName, expected: expected)
        case .inoutArgument(let inner, _): return try evaluateExpression(inner, in: scope, bindingName: nil, expected: expected)
        case .extensionMethod(let base, let protocolName, let name, _):
            return .function(FunctionRef(receiver: try evaluate(base, in: scope), type: protocolName, name: name, isStatic: true))
        case .tryExpr(let inner, let kind, let loc):
            switch kind {
            case .plain: return try evaluate(inner, in: scope, bindingName: bindingName, expected: expected)
            case .optional:
                do { return try evaluate(inner, in: scope, bindingName: bindingName, expected: expected) } catch is ThrownError { return .null }
            case .forced:
                do { return try evaluate(inner, in: scope, bindingName: bindingName, expected: expected) } catch let thrown as ThrownError {
                    throw trap("Fatal error: 'try!' expression unexpectedly raised an error: \(debugDescribe(thrown.value))", loc)
                }
            }
        }
    }

    /// Names, `self` and members, optional steps among them: evaluating it twice does nothing more.
    /// The class UIKit declares for the property `target` assigns (`a.b.backBarButtonItem`:
    /// UIBarButtonItem), when its receiver is UIKit's object or one of its unmodelled values.
    func uikitPropertyClass(of target: Expr, in scope: Scope) throws -> String? {
        var target = target
        if case .optionalChain(let inner) = target { target = inner }
        guard case .member(let base, let name, _) = target, Self.isPlainPath(base) else { return nil }
        let receiver: Value
        do { receiver = try evaluate(base, in: scope) } catch is ChainBreak { return nil }
        let owner: String
        switch receiver {
        case .object(let id):
            guard let record = runtime.heap.objects[id], hasUIKitClass(record), property(name, for: record.className) == nil else { return nil }
            owner = uikitClass(of: record.className)
        case .inert(let subject):
            // An unmodelled member's value names where it came from: `UIViewController.navigationItem`.
            let parts = subject.split(separator: ".")
            guard parts.count == 2, let member = UIKitCatalogue.knownMembers(named: String(parts[1]), on: String(parts[0])).first,
                case .object(let className) = member.type.unwrapped
            else { return nil }
            owner = className
        default: return nil
        }
        guard let member = UIKitCatalogue.knownMembers(named: name, on: owner).first(where: \.isProperty),
            case .object(let className) = member.type.unwrapped
        else { return nil }
        return className
    }

    static func isPlainPath(_ expr: Expr) -> Bool {
        switch expr {
        case .name, .selfRef: true
        case .member(let base, _, _), .optionalStep(let base): isPlainPath(base)
        default: false
        }
    }

    /// The enum an implicit member (`.loaded`) belongs to: the expected type's, else the one
    /// declared enum with such a case; "" when unknown (then cases compare by name).
    func enumType(of caseName: String, expected: TypeIR?) -> String {
        if let expected, runtime.heap.types[expected.name]?.decl.kind == .enumType { return expected.name }
        if let known = runtime.derived.enumForCase[caseName] { return known }
        let candidates = runtime.heap.types.values.filter { $0.decl.kind == .enumType && $0.decl.cases.contains { $0.name == caseName } }
        let found = candidates.count == 1 ? candidates[0].decl.name : ""
        runtime.derived.enumForCase[caseName] = found
        return found
    }

    /// The name an assignment binds to: `foo = X()`, `self.foo = X()`.
    static func assignedName(_ target: Expr) -> String? {
        switch target {
        case .name(let name, _): name
        case .member(_, let name, _): name
        default: nil
        }
    }

    // MARK: Names

    func lookup(_ name: String, in scope: Scope, _ loc: Loc) throws -> Value {
        if let value = scope.lookup(name) {
            if runtime.tracksLifetimes, case .object = value { return try readReference(value, scope.ownership(of: name), loc) }
            return value
        }
        // `Self` in a method: the receiver's dynamic type (`"\(Self.self)"` prints the subclass).
        if name == "Self", let receiver = scope.context?.receiver {
            if case .type(let typeName) = receiver { return .type(typeName) }
            return .type(objectClassName(receiver))
        }
        // A name the Objective-C lowering made (a static local: `objc.static.1.calls`) is a
        // global, never a member: a class method's receiver is not asked for it first.
        if var receiver = scope.context?.receiver, !name.hasPrefix("objc.") {
            // In a struct's mutating method or init, `self` as it is now, not as the call began.
            if receiver.isValueType, let current = scope.lookup("self"), current.isValueType { receiver = current }
            if let value = try implicitMember(name, of: receiver, loc) { return value }
        }
        if let value = runtime.heap.globals[name] {
            if let ownership = runtime.heap.globalOwnership[name] { return try readReference(value, ownership, loc) }
            return value
        }
        if runtime.heap.functions[name] != nil { return .function(FunctionRef(receiver: nil, type: nil, name: name)) }
        if runtime.heap.types[name] != nil { return .type(name) }
        if name == "window" { return .object(windowObject()) }
        if let engineObject = objectForEngineName(name) { return engineObject }
        if UIKit.isKnownType(name) { return .type(name) }
        if let constant = Self.foundationConstants[name], runtime.heap.statics[Self.foundationImportedKey] != nil { return .double(constant) }
        // A capitalised name nothing declares: UIKit's or Foundation's type or constant the
        // playground does not model (`UIBarStyleBlack`, `UIBezierPath`): unknown, so testing,
        // comparing or printing it is refused at its line, never answered as a type's name.
        if name.startsUppercase { return .inert(name) }
        if UIKit.globalFunctions.contains(name) || Self.operatorFunctions.contains(name) || name == "stride" {
            return .function(FunctionRef(receiver: nil, type: nil, name: name))
        }
        if let reference = functionReference(named: name, in: scope) { return reference }
        throw error("cannot find '\(name)' in scope", loc)
    }
}
