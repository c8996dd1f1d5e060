import ContainmentEngine

/// C's expressions by precedence, lowered to the Swift runtime's: C's truth where C tests a
/// value, C's conversions where it assigns one, integer constants folded as C folds them (so
/// `1 / 2` stays 0 beside a `CGFloat`), and a message to a variable that may be nil made an
/// optional chain (a message to nil does nothing and gives nil, zero or NO).
extension ObjCParser {
    func expression() throws(ScriptError) -> Expr { try nested { () throws(ScriptError) -> Expr in try assignmentExpression() } }

    /// C's truth of a value: the runtime's `objc.truth` (a comparison or `!` is already a BOOL).
    func truth(_ expr: Expr) -> Expr {
        switch expr {
        case .bool: return expr
        case .binary(let op, _, _, _) where ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="].contains(op): return expr
        case .prefix("objc.not", _, _), .cast(_, .check, _, _): return expr
        default: return .prefix("objc.truth", expr, expr.loc ?? current.loc)
        }
    }

    func assignmentExpression() throws(ScriptError) -> Expr {
        let left = try conditional()
        let token = current
        guard token.kind == .punctuation else { return left }
        guard token.text == "=" || Self.compound[token.text] != nil else { return left }
        advance()
        let right = try value(try assignmentExpression())
        return try assign(left, Self.compound[token.text], right, token.loc)
    }

    func conditional() throws(ScriptError) -> Expr {
        let condition = try binary(0)
        guard current.isPunctuation("?") else { return condition }
        _ = try value(condition)
        let loc = advance().loc
        if accept(":") {
            // `value ?: fallback`: the value when it is true. Written twice only when reading it
            // again has no effect (a variable or a property path); an object's is `??`.
            let fallback = try conditional()
            if Self.isPath(condition) { return .ternary(truth(condition), condition, fallback) }
            if case .object? = cType(of: condition) { return .binary("??", condition, fallback, loc) }
            throw unsupported("the '?:' operator without a middle operand on a value computed by a call", at: loc)
        }
        let then = try expression()
        try expect(":", "expected ':'")
        let otherwise = try conditional()
        return .ternary(truth(condition), then, otherwise)
    }

    /// `a += b` is `a = a + b`.
    static let compound = ["+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "&=": "&", "|=": "|", "^=": "^", "<<=": "<<", ">>=": ">>"]

    /// Binary operators by precedence, from loosest (`||`, 0) to tightest (`*`, 9).
    private static let precedence: [String: Int] = [
        "||": 0, "&&": 1, "|": 2, "^": 3, "&": 4, "==": 5, "!=": 5, "<": 6, ">": 6, "<=": 6, ">=": 6, "<<": 7, ">>": 7, "+": 8, "-": 8,
        "*": 9, "/": 9, "%": 9,
    ]

    /// Precedence climbing: operators at `minimum` or tighter, all left-associative.
    func binary(_ minimum: Int) throws(ScriptError) -> Expr {
        var left = try unary()
        // Each operator of a chain (`a + b + c...`) is one level more of the tree it makes, which
        // the runtime walks recursively: a chain counts as nesting (a fuzzer's 2,000-operator
        // chain overflowed the stack).
        var chain = 0
        while current.kind == .punctuation, let level = Self.precedence[current.text], level >= minimum {
            chain += 1
            if nesting + chain > maxNesting { throw nestingTooDeep() }
            let op = advance()
            let right = try value(try binary(level + 1))
            left = combine(op.text, try value(left), right, op.loc)
        }
        return left
    }

    /// A message's or property's value that may have been sent to nil: 0 where C computes with
    /// it (`[array count] + 1`, `ABS(center.view.frame.origin.x)`), as Objective-C's nil gives.
    func zeroIfNil(_ expr: Expr) -> Expr {
        guard case .optionalChain = expr else { return expr }
        return .prefix("objc.nil0", expr, expr.loc ?? current.loc)
    }

    func combine(_ op: String, _ left: Expr, _ right: Expr, _ loc: Loc) -> Expr {
        let numeric = Self.isNumericOperator(op) || (op == "==" || op == "!=") && (isNumber(left) || isNumber(right))
        let (left, right) = numeric ? (zeroIfNil(left), zeroIfNil(right)) : (left, right)
        // A comparison, `!` or `&&` gives C's int 0 or 1: as an operand of arithmetic, bits or
        // (in)equality it is that int (`(a < b) == 1`, `!a + !b`).
        func int(_ operand: Expr) -> Expr { isBoolean(operand) ? .prefix("objc.(int)", operand, loc) : operand }
        switch op {
        case "&&", "||": return .binary(op, truth(left), truth(right), loc)
        case "==", "!=", "<", ">", "<=", ">=":
            let (l, r) = (int(left), int(right))
            // Compared in their common type: `-1 < 0u` compares 4294967295 with 0.
            guard let common = usual(cType(of: l), cType(of: r)), let conversion = common.narrowing else { return .binary(op, l, r, loc) }
            return .binary(op, .prefix(conversion, l, loc), .prefix(conversion, r, loc), loc)
        case "+", "-", "*", "/", "%", "&", "^", "<<", ">>": return typed(op, int(left), int(right), loc)
        case "|":
            // `UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight`: Swift's option set `[...]`.
            let options = Self.optionMembers(left) + Self.optionMembers(right)
            if !options.isEmpty, options.count == Self.optionCount(left) + Self.optionCount(right) { return .array(options) }
            return typed(op, int(left), int(right), loc)
        default: break
        }
        return Self.folded(.binary(op, left, right, loc))
    }

    private static func optionMembers(_ expr: Expr) -> [Expr] {
        switch expr {
        case .implicitMember: [expr]
        case .array(let items): items
        default: []
        }
    }

    private static func optionCount(_ expr: Expr) -> Int {
        switch expr {
        case .array(let items): items.count
        default: 1
        }
    }

    /// Integer arithmetic on constants, done as C does it before the program runs: `1 / 2` is 0,
    /// whatever it is assigned to (the runtime would otherwise read it as Swift infers literals).
    static func folded(_ expr: Expr) -> Expr {
        guard case .binary(let op, .int(let a), .int(let b), _) = expr else { return expr }
        switch op {
        case "+": let r = a.addingReportingOverflow(b); return r.overflow ? expr : .int(r.partialValue)
        case "-": let r = a.subtractingReportingOverflow(b); return r.overflow ? expr : .int(r.partialValue)
        case "*": let r = a.multipliedReportingOverflow(by: b); return r.overflow ? expr : .int(r.partialValue)
        case "/" where b != 0 && !(a == .min && b == -1): return .int(a / b)
        case "%" where b != 0 && !(a == .min && b == -1): return .int(a % b)
        case "<<" where b >= 0 && b < 63: return .int(a << b)
        case ">>" where b >= 0 && b < 63: return .int(a >> b)
        case "|": return .int(a | b)
        case "&": return .int(a & b)
        default: return expr
        }
    }

    func unary() throws(ScriptError) -> Expr {
        // A prefix operator's operand is another unary expression: each counts as a level of
        // nesting (60 000 `-` or `*` in a row overflowed the stack; a CLI run crashed).
        guard current.kind == .punctuation else { return try prefixed() }
        return try nested { () throws(ScriptError) -> Expr in try prefixed() }
    }

    private func prefixed() throws(ScriptError) -> Expr {
        let token = current
        if token.kind == .punctuation {
            switch token.text {
            case "!":
                advance()
                return .prefix("objc.not", try unary(), token.loc)
            case "-":
                advance()
                let operand = try unary()
                if case .int(let value) = operand, value != .min { return .int(-value) }
                if case .double(let value) = operand { return .double(-value) }
                // `-nothing.frame.size.width`: nil's zero is the type's (a CGFloat's negation is -0.0).
                var zeroed = zeroIfNil(operand)
                if case .optionalChain = operand, let type = cType(of: operand), type == .floating || type == .float {
                    zeroed = .prefix("objc.(double)", zeroed, token.loc)
                }
                return .prefix("-", zeroed, token.loc)
            case "+":
                advance()
                return try unary()
            case "~":
                advance()
                return .prefix("~", try unary(), token.loc)
            case "++", "--":
                advance()
                let target = try unary()
                return try assign(target, token.text == "++" ? "+" : "-", .int(1), token.loc)
            case "&":
                if addressUse == .key, peek().kind == .identifier {
                    advance()
                    return .string("&" + advance().text)
                }
                if addressUse == .outArgument {
                    // Only as the argument itself: the function checks what it was given.
                    advance()
                    addressUse = .none
                    return .prefix(Self.outArgument, try unary(), token.loc)
                }
                throw unsupported("taking an address with '&'", at: token.loc)
            case "*":
                // `*stop = YES`, `*error = e`: the variable an out-parameter points to.
                advance()
                return .member(try unary(), Self.pointee, token.loc)
            case "(":
                if peek().isPunctuation("{") { return try postfix(try statementExpression()) }
                if let cast = try castExpression() { return cast }
            case "^": return try block()
            default: break
            }
        }
        if token.isIdentifier("sizeof") { throw unsupported("'sizeof'", at: token.loc) }
        return try postfix(try primary())
    }

    /// `(CGFloat)x`, `(UIViewController *)sender`, `(void)x`: nil when the parenthesis is not a type.
    private func castExpression() throws(ScriptError) -> Expr? {
        let next = peek()
        // `(CALayer *)x`: a class the playground does not know is still a class (`Name *` then `)`
        // reads as nothing else); the value is as it was.
        let isUnknownClass = next.text.first?.isUppercase == true && peek(2).isPunctuation("*") && peek(3).isPunctuation(")")
        guard next.kind == .identifier, isTypeName(next.text) || CType.qualifiers.contains(next.text) || isUnknownClass,
            localType(next.text) == nil
        else {
            return nil
        }
        // `(Name)` alone before an operator is a parenthesised value, not a cast.
        let after = peek(2)
        guard after.isPunctuation(")") || after.isPunctuation("*") || after.kind == .identifier || after.isPunctuation("<") else { return nil }
        let loc = current.loc
        let type = try parenthesizedType()
        if current.isPunctuation("{") {
            guard case .structure(let name) = type, isLiteralStructure(name) else {
                throw unsupported(
                    "a compound literal '(Type){ ... }' of a type other than CGRect, CGPoint, CGSize, UIEdgeInsets or the file's structures", at: loc)
            }
            return try postfix(try anyStructLiteral(name, loc))
        }
        let operand = try unary()
        return type.conversion.map { .prefix($0, operand, loc) } ?? operand
    }

    func postfix(_ base: Expr) throws(ScriptError) -> Expr {
        var value = base
        while true {
            let token = current
            if token.isPunctuation(".") || token.isPunctuation("->") {
                advance()
                let nameToken = current
                let name = try identifier("member name")
                value = dotMember(value, name, nameToken.loc, arrow: token.text == "->")
            } else if token.isPunctuation("[") {
                advance()
                let index = try expression()
                try expect("]", "expected ']'")
                value = Self.elementRead(nilSafe(value), index, selector: "objectAtIndexedSubscript:", token.loc)
            } else if token.isPunctuation("(") {
                value = try functionCall(value, token.loc)
            } else if token.isPunctuation("++") || token.isPunctuation("--") {
                advance()
                value = try assign(value, token.text == "++" ? "+" : "-", .int(1), token.loc)
                postfixIncrements.insert(Self.key(token.loc))  // its value is the old one
            } else {
                return Self.chained(value)
            }
        }
    }

    /// `a.b`: a property (its Swift name), or a method of the file called without arguments
    /// (dot syntax calls a getter, and any method with no arguments).
    private func dotMember(_ base: Expr, _ name: String, _ loc: Loc, arrow: Bool) -> Expr {
        if arrow, case .selfRef = base, let ivar = instanceVariable(name) { return .member(.selfRef(loc), ivar.property, loc) }
        // `UIScreen.mainScreen`, `UIDevice.currentDevice`: a class property as Swift names it.
        if case .name(let className, _) = base, let renamed = ObjCNames.classPropertyRenames[name], isClassName(className) {
            return .member(base, renamed, loc)
        }
        // `buttons.copy`, `list.mutableCopy`: dot syntax sends any method without arguments.
        if (name == "copy" || name == "mutableCopy"), !filePropertyNames.contains(name), !fileSelectors.contains(name) {
            return Self.runtimeCall(name == "copy" ? "objc.copy" : "objc.mutableCopy", Self.chained(base), loc)
        }
        if let property = getterProperties[name], !filePropertyNames.contains(name) {
            return .member(nilSafe(base), property, loc)  // `menu.isOpen`: the getter of `open`
        }
        let swiftName = filePropertyNames.contains(name) ? name : ObjCNames.propertyName(name)
        if !filePropertyNames.contains(name), fileSelectors.contains(name), !ObjCNames.uikitPropertyNames.contains(swiftName) {
            return .call(.member(nilSafe(base), name, loc), [], labels: [], loc)
        }
        // `tabs.selected`: UIKit's `isSelected`, unless the object's class (an earlier input's)
        // has a property of that very name; which, the runtime says (`objc.property`).
        if swiftName != name, !filePropertyNames.contains(name), !Self.isStructure(base) {
            // The receiver's own chain ends here (nil gives nil); the runtime sends nothing to nil.
            let receiver = Self.chained(base)
            return .call(
                .name("objc.property", loc), [Arg(label: nil, value: receiver), Arg(label: nil, value: .string(name))], labels: [nil, nil], loc)
        }
        return .member(nilSafe(base), swiftName, loc)
    }

    /// A receiver that may be nil (a variable holding an object) as a step of an optional
    /// chain: Objective-C's message to nil does nothing and gives nil.
    func nilSafe(_ receiver: Expr) -> Expr {
        switch receiver {
        case .name(let name, _):
            let type = localType(name) ?? instanceVariable(name)?.type
            if case .object? = type { return .optionalStep(receiver) }
            if type == nil, !isClassName(name), constants[name] == nil { return .optionalStep(receiver) }
            return receiver
        case .member(.selfRef, let name, _):
            if case .object? = instanceVariable(name)?.type ?? type(of: receiver) { return .optionalStep(receiver) }
            return receiver
        case .member(.name(let name, _), _, _) where isClassName(name) && localType(name) == nil:
            return receiver  // a class's property (`UIScreen.mainScreen`) is never nil
        case .optionalChain(let inner):
            // `[self.center view].frame`: the chain of the message goes on through the property.
            return .optionalStep(inner)
        case .member, .call, .subscriptAccess:
            // What a property or a message gives may be nil (`button.titleLabel.font = f` on a
            // button without a label does nothing); a struct passes through.
            return .optionalStep(receiver)
        default: return receiver
        }
    }

    /// Whether the expression is a known structure's field path (`frame.size`): no UIKit rename applies.
    static func isStructure(_ expr: Expr) -> Bool {
        if case .member(_, let name, _) = expr { return ["frame", "bounds", "origin", "size", "center"].contains(name) }
        return false
    }

    /// A variable or a property path (`self.view.superview`): reading it twice reads the same.
    static func isPath(_ expr: Expr) -> Bool {
        switch expr {
        case .name, .selfRef: true
        case .member(let base, _, _), .optionalStep(let base), .optionalChain(let base): isPath(base)
        default: false
        }
    }

    /// An expression with an optional step in it is the chain's end.
    static func chained(_ expr: Expr) -> Expr {
        hasStep(expr) ? .optionalChain(expr) : expr
    }

    private static func hasStep(_ expr: Expr) -> Bool {
        switch expr {
        case .optionalStep: true
        case .member(let base, _, _), .subscriptAccess(let base, _, _): hasStep(base)
        // A message the runtime sends (`objc.send(receiver, ...)`, `objc.enumerate`, `type(of:)`)
        // takes its receiver first: a nil one skips the whole message, as Objective-C does. Not
        // chained, the nil ended the method it was in, silently (found on real code by a helper).
        case .call(.name(let function, _), let arguments, _, _) where function.hasPrefix("objc.") || function == "type" || function == "String":
            arguments.first.map { hasStep($0.value) } ?? false
        case .call(let callee, _, _, _): hasStep(callee)
        default: false
        }
    }
}
