import ContainmentEngine

/// Assignments as C makes them: converted to the target's type, to a mutable collection's
/// element through Foundation's setter, with C's value where one is used as a value.
extension ObjCParser {
    /// `target = value` with C's conversion to the target's type; `target op= value` as
    /// `target = target op value` when the target is a number C converts to.
    func assign(_ target: Expr, _ op: String?, _ value: Expr, _ loc: Loc) throws(ScriptError) -> Expr {
        if case .call(.name("objc.property", let callLoc), let arguments, _, _) = target {
            // The same choice when the property is set (`objc.setProperty`).
            var value = value
            if let op { value = combine(op, target, value, loc) }
            let all = arguments + [Arg(label: nil, value: value)]
            return .call(.name("objc.setProperty", callLoc), all, labels: all.map(\.label), loc)
        }
        if case .name(let name, let nameLoc) = target, isCopiedIntoBlock(name) {
            throw error("variable is not assignable (missing __block type specifier)", at: nameLoc)
        }
        switch target {
        case .name, .member, .subscriptAccess, .selfRef, .optionalChain: break
        default: throw error("expression is not assignable", at: loc)
        }
        var value = value
        if let op { value = combine(op, target, value, loc) }
        if let conversion = type(of: target)?.conversion { value = .prefix(conversion, value, loc) }
        // `list[i] = x`, `table[key] = x`: a mutable collection's `setObject:...Subscript:`
        // (Foundation's rules: the end appends, nil removes a key).
        if op == nil, case .subscriptAccess(let base, let arguments, _) = target.unchained,
            arguments.first?.label?.hasPrefix(Self.elementLabelPrefix) == true
        {
            return Self.chained(collectionChange(base, "setObject:atIndexedSubscript:", [value, arguments[0].value], loc))
        }
        // `self.frame = r` on a variable that may be nil: nothing happens when it is.
        return .assignment(Self.storing(target), nil, value, loc)
    }

    /// An element read (`list[i]`, `[list objectAtIndex:i]`) is labelled with its selector: the
    /// runtime raises NSRangeException past the end, as Foundation does, where Swift traps
    /// (`Interpreter.objectiveCElement`).
    static func elementRead(_ base: Expr, _ index: Expr, selector: String, _ loc: Loc) -> Expr {
        .subscriptAccess(base, [Arg(label: elementLabelPrefix + selector, value: index)], loc)
    }
    static let elementLabelPrefix = "objc.element."

    /// The same subscript as an assignment's target: a store, not a read.
    static func storing(_ target: Expr) -> Expr {
        switch target {
        case .subscriptAccess(let base, let arguments, let loc) where arguments.first?.label?.hasPrefix(elementLabelPrefix) == true:
            .subscriptAccess(base, arguments.map { Arg(label: nil, value: $0.value) }, loc)
        case .optionalChain(let inner): .optionalChain(storing(inner))
        default: target
        }
    }

    /// The C type of an assignable expression, when the file declares it.
    func type(of target: Expr) -> CType? {
        switch target {
        case .name(let name, _): return localType(name) ?? instanceVariable(name)?.type
        case .member(.selfRef, let name, _):
            if let className = currentClass, let info = fileChain(className).first(where: { $0.properties[name] != nil }) {
                return info.properties[name]!.type
            }
            return instanceVariable(name)?.type ?? propertyType(name)
        case .member(let base, Self.pointee, _):
            // `*count = 3.9` through an `NSInteger *`: converted as the variable pointed to is.
            if case .pointer(let pointee)? = type(of: base) { return pointee }
            return nil
        case .member(let base, let name, _) where Self.geometryFields[name] != nil:
            // `frame.size.width`, `center.x`: Core Graphics' fields are CGFloats.
            if case .member(_, let outer, _) = base.unchained, Self.geometryFields[name]!.contains(outer) { return .floating }
            if case .structure(let structName)? = type(of: base.unchained), ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets"].contains(structName) {
                return .floating
            }
            return nil
        case .member(let base, let name, _):
            // A field of an inline structure (`_flags.willShow`): its type, a bit-field's width.
            if case .structure(let structName)? = type(of: base.unchained) ?? cType(of: base), let fields = inlineStructs[structName],
                let field = fields.first(where: { $0.name == name })
            {
                if let bits = field.bits { return .integer(CType.IntegerKind(bits: bits, signed: false)) }
                return field.type
            }
            return filePropertyNames.contains(name) ? propertyType(name) : nil
        case .optionalChain(let inner): return type(of: inner)
        default: return nil
        }
    }

    /// Core Graphics' number fields, with the members that hold structures of them.
    static let geometryFields: [String: Set<String>] = [
        "width": ["size"], "height": ["size"], "x": ["origin", "center"], "y": ["origin", "center"],
    ]

    /// The value C gives an assignment or an increment of a variable (`while ((vc =
    /// vc.parentViewController))`, `[self frameAt:i++]`, `a = b = 0`): the variable's new value,
    /// or its old one for a postfix `++`/`--`, computed by a closure that assigns and answers.
    /// Of a property or an element it is refused (the setter's result is not the playground's to
    /// state).
    func value(_ expr: Expr) throws(ScriptError) -> Expr {
        switch expr {
        // An initialiser's `self = [super init...]` in a condition: the `if` makes it the call.
        case .assignment(.selfRef, nil, _, _) where inInitializer: return expr
        case .assignment(let target, _, _, let loc):
            switch target {
            case .name, .member(.selfRef, _, _): break
            default: throw unsupported("an assignment or '++'/'--' of a property or an element used as a value", at: loc)
            }
            let old = "objc.old"
            let isPostfix = postfixIncrements.contains(Self.key(loc))
            let body: [Stmt] =
                isPostfix
                ? [
                    .binding(names: [old], pattern: nil, value: target, isVar: false, type: nil, loc), .expression(expr, loc),
                    .returnStmt(.name(old, loc), loc),
                ]
                : [.expression(expr, loc), .returnStmt(target, loc)]
            return .call(.closure(ClosureIR(params: [], body: body, loc: loc)), [], labels: [], loc)
        case .optionalChain(.assignment(_, _, _, let loc)):
            throw unsupported("an assignment or '++'/'--' used as a value", at: loc)
        default: return expr
        }
    }

    /// A place in the source as a number (`postfixIncrements`).
    static func key(_ loc: Loc) -> Int { loc.line << 20 | loc.column }
}
