import ContainmentEngine

/// Names, literals (`@"..."`, `@[]`, `@{}`, `@()`, `YES`), `@selector`, and C functions, which
/// the Swift runtime knows by their Swift names (`CGRectMake` is `CGRect(x:y:width:height:)`).
extension ObjCParser {
    func primary() throws(ScriptError) -> Expr {
        let token = current
        switch token.kind {
        case .integer(let value):
            advance()
            return Self.integerLiteral(value, token.text)
        case .floating(let value):
            advance()
            // `0.1f` is a float constant: 0.1 rounded to single precision.
            return token.text.hasSuffix("f") || token.text.hasSuffix("F") ? .double(Double(Float(value))) : .double(value)
        case .string, .objcString:
            advance()
            var text = token.text
            // Adjacent literals are one string, as C joins them.
            while current.kind == .string || current.kind == .objcString { text += advance().text }
            return .string(text)
        case .directive:
            return try directiveExpression()
        case .punctuation:
            if token.isPunctuation("(") {
                advance()
                let inner = try expression()
                try expect(")", "expected ')'")
                return inner
            }
            if token.isPunctuation("[") { return try messageSend() }
            if token.isPunctuation("@") { return try objcLiteral() }
            throw error("expected expression")
        case .identifier:
            advance()
            return try name(token.text, token.loc)
        case .end:
            throw error("expected expression")
        }
    }

    /// An integer constant with C's type: `int` when it fits, else `long`; `u` makes it unsigned,
    /// `l` long (the type rides on a conversion, which the lowering reads back: `cType(of:)`).
    static func integerLiteral(_ value: Int, _ text: String) -> Expr {
        let suffix = text.lowercased().reversed().prefix { $0 == "u" || $0 == "l" }
        let hex = text.hasPrefix("0x") || text.hasPrefix("0X") || (text.hasPrefix("0") && text.count > 1)
        // A hexadecimal or octal constant too large for `int` is `unsigned int` when it fits.
        let unsigned = suffix.contains("u") || hex && value > Int(Int32.max) && value <= Int(UInt32.max) && !suffix.contains("l")
        let long = suffix.contains("l") || value > Int(unsigned ? Int(UInt32.max) : Int(Int32.max))
        if !unsigned && !long { return .int(value) }
        let kind: CType.IntegerKind = unsigned ? (long || value > Int(UInt32.max) ? .uint64 : .uint32) : .int64
        return .prefix(kind.conversion, .int(value), Loc(line: 0, column: 0))
    }

    /// An identifier as a value: a local, an ivar, a constant, a class, or a global.
    func name(_ text: String, _ loc: Loc) throws(ScriptError) -> Expr {
        if let local = scopes.innermost(text) {
            noteRead(text)
            return .name(local.global ?? text, loc)
        }
        if staticGlobals[text] != nil {
            noteRead(text)
            return .name(text, loc)
        }
        if text == "__PRETTY_FUNCTION__" || text == "__func__" || text == "__FUNCTION__" {
            // In a method, clang names it `-[Class selector]` (`-[Class(Category) selector]` in a
            // category) for all three; a C function's forms differ between them: refused there.
            guard let selector = currentSelector, let className = currentClass else { throw unsupported("'\(text)' outside a method", at: loc) }
            let owner = currentCategory.map { "\(className)(\($0))" } ?? className
            return .string("\(inClassMethod ? "+" : "-")[\(owner) \(selector)]")
        }
        if let special = Self.specialNames[text] {
            switch special {
            case .constant(let value): return value
            case .selfReference: return .selfRef(loc)
            case .superReference: return .superRef(loc)
            case .selector: if let selector = currentSelector { return .string(selector) }
            case .zero: return .member(.name(String(text.dropLast(4)), loc), "zero", loc)
            }
        }
        if let ivar = instanceVariable(text) { return .member(.selfRef(loc), ivar.property, loc) }
        if let constant = constants[text] { return constant }
        // A call is a function's (`UIInterfaceOrientationIsLandscape(o)`), not an enumeration's constant.
        if !current.isPunctuation("("), let member = ObjCNames.enumConstant(text) { return .implicitMember(member.name, loc) }
        if let renamed = ObjCNames.classRenames[text] { return .name(renamed, loc) }
        return .name(text, loc)
    }

    /// The names C, Foundation and the Objective-C runtime give a meaning of their own, found with
    /// one lookup (a switch compared each identifier with two dozen strings: 2 % of lowering).
    enum SpecialName {
        case constant(Expr), selfReference, superReference, selector, zero
    }
    static let specialNames: [String: SpecialName] = {
        var names: [String: SpecialName] = ["self": .selfReference, "super": .superReference, "_cmd": .selector]
        for name in ["YES", "true", "TRUE"] { names[name] = .constant(.bool(true)) }
        for name in ["NO", "false", "FALSE"] { names[name] = .constant(.bool(false)) }
        for name in ["nil", "NULL", "Nil"] { names[name] = .constant(.nilLiteral) }
        for name in [
            "OBJC_ASSOCIATION_ASSIGN", "OBJC_ASSOCIATION_RETAIN_NONATOMIC", "OBJC_ASSOCIATION_COPY_NONATOMIC", "OBJC_ASSOCIATION_RETAIN",
            "OBJC_ASSOCIATION_COPY",
        ] {
            names[name] = .constant(.int(0))
        }
        names["NSNotFound"] = .constant(.int(Int.max))
        names["NSEC_PER_SEC"] = .constant(.int(1_000_000_000))
        names["NSEC_PER_MSEC"] = .constant(.int(1_000_000))
        names["DISPATCH_TIME_NOW"] = .constant(.int(0))
        names["M_PI"] = .constant(.double(Double.pi))
        // <math.h>'s other constants, as its macros spell them (the nearest double to each).
        names["M_PI_2"] = .constant(.double(Double.pi / 2))
        names["M_PI_4"] = .constant(.double(Double.pi / 4))
        names["M_1_PI"] = .constant(.double(1 / Double.pi))
        names["M_2_PI"] = .constant(.double(2 / Double.pi))
        names["M_2_SQRTPI"] = .constant(.double(1.12837916709551257390))
        names["M_E"] = .constant(.double(2.71828182845904523536))
        names["M_LOG2E"] = .constant(.double(1.44269504088896340736))
        names["M_LOG10E"] = .constant(.double(0.434294481903251827651))
        names["M_LN2"] = .constant(.double(0.693147180559945309417))
        names["M_LN10"] = .constant(.double(2.30258509299404568402))
        names["M_SQRT2"] = .constant(.double(2.0.squareRoot()))
        names["M_SQRT1_2"] = .constant(.double(0.5.squareRoot()))
        names["CGFLOAT_MAX"] = .constant(.double(Double.greatestFiniteMagnitude))
        // <float.h>, <limits.h> and Core Graphics' limits (a float's epsilon as the double it widens to).
        names["CGFLOAT_MIN"] = .constant(.double(Double.leastNormalMagnitude))
        names["CGFLOAT_EPSILON"] = .constant(.double(Double.ulpOfOne))
        names["FLT_EPSILON"] = .constant(.double(Double(Float.ulpOfOne)))
        names["FLT_MAX"] = .constant(.double(Double(Float.greatestFiniteMagnitude)))
        names["FLT_MIN"] = .constant(.double(Double(Float.leastNormalMagnitude)))
        names["DBL_EPSILON"] = .constant(.double(Double.ulpOfOne))
        names["DBL_MAX"] = .constant(.double(Double.greatestFiniteMagnitude))
        names["DBL_MIN"] = .constant(.double(Double.leastNormalMagnitude))
        names["INT_MAX"] = .constant(.int(Int(Int32.max)))
        names["INT_MIN"] = .constant(.int(Int(Int32.min)))
        names["UINT_MAX"] = .constant(.int(Int(UInt32.max)))
        names["LONG_MAX"] = .constant(.int(Int.max))
        names["LONG_MIN"] = .constant(.int(Int.min))
        names["NSIntegerMax"] = .constant(.int(Int.max))
        names["NSIntegerMin"] = .constant(.int(Int.min))
        // CGRectEdge's values (CGGeometry.h).
        for (value, name) in ["CGRectMinXEdge", "CGRectMinYEdge", "CGRectMaxXEdge", "CGRectMaxYEdge"].enumerated() {
            names[name] = .constant(.int(value))
        }
        for name in ["CGRectZero", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero"] { names[name] = .zero }
        names["CGRectNull"] = .constant(
            .call(
                .name("CGRect", Loc(line: 0, column: 0)),
                ["x", "y", "width", "height"].map { Arg(label: $0, value: .double($0.count == 1 ? .infinity : 0)) },
                labels: ["x", "y", "width", "height"], Loc(line: 0, column: 0)))
        return names
    }()

    /// `@[a, b]`, `@{key: value}`, `@(expr)`, `@5`.
    private func objcLiteral() throws(ScriptError) -> Expr {
        let at = advance()
        if accept("[") {
            var items: [Expr] = []
            while !accept("]") {
                items.append(try value(try assignmentExpression()))
                if !accept(",") {
                    try expect("]", "expected ']'")
                    break
                }
            }
            // An element that may be nil: Foundation raises for it (`objc.arrayLiteral`);
            // constants cannot be.
            let mayBeNil = items.contains { item in
                switch item {
                case .int, .double, .bool, .string: false
                default: true
                }
            }
            return mayBeNil
                ? .call(
                    .name("objc.arrayLiteral", at.loc), items.map { Arg(label: nil, value: Self.chained($0)) }, labels: items.map { _ in nil }, at.loc
                ) : .array(items)
        }
        if accept("{") {
            var pairs: [(Expr, Expr)] = []
            while !accept("}") {
                let key = try value(try assignmentExpression())
                try expect(":", "expected ':'")
                pairs.append((key, try value(try assignmentExpression())))
                if !accept(",") {
                    try expect("}", "expected '}'")
                    break
                }
            }
            return .dictionary(pairs)
        }
        if current.isPunctuation("(") { return try parenthesized() }
        if case .integer(let value) = current.kind {
            advance()
            return .int(value)
        }
        if case .floating(let value) = current.kind {
            advance()
            return .double(value)
        }
        if current.isPunctuation("-") {
            advance()
            return .prefix("-", try primary(), at.loc)
        }
        throw error("unexpected '@' in program", at: at.loc)
    }

    /// `name(arguments)`: a C function (Foundation's and Core Graphics' by their Swift forms), a
    /// block held in a variable, or a function of the file.
    func functionCall(_ callee: Expr, _ loc: Loc) throws(ScriptError) -> Expr {
        try expect("(")
        let savedUse = addressUse
        defer { addressUse = savedUse }
        var arguments: [Expr] = []
        while !accept(")") {
            addressUse = Self.addressUse(callee, argument: arguments.count)
            arguments.append(try value(try assignmentExpression()))
            if !accept(",") {
                try expect(")", "expected ')'")
                break
            }
        }
        guard case .name(let name, _) = callee, localType(name) == nil else {
            try takeAddresses(&arguments, to: "a block or function pointer", loc)
            return .call(callee, arguments.map { Arg(label: nil, value: $0) }, labels: arguments.map { _ in nil }, loc)
        }
        // `&x` to a function of the file: an out-argument (dispatch_once's and CGRectDivide's are theirs).
        if !Self.addressFunctions.contains(name) { try takeAddresses(&arguments, to: functionResults[name] != nil ? nil : "'\(name)'", loc) }
        return try cFunction(name, arguments, loc)
    }

    /// The variable an out-argument names (`&onceToken`, `&slice`), or clang's complaint.
    func outArgumentTarget(_ argument: Expr, of function: String, _ loc: Loc) throws(ScriptError) -> Expr {
        guard case .prefix(Self.outArgument, let target, _) = argument else {
            throw unsupported("\(function) without '&' and a variable in that place", at: loc)
        }
        return target
    }

    /// `dispatch_once(&token, block)`: runs the block while the token is 0, then sets it to ~0, as
    /// libdispatch does (dispatch/once.h); the token is a static, so once per process.
    private func dispatchOnce(_ arguments: [Expr], _ loc: Loc) throws(ScriptError) -> Expr {
        let token = try outArgumentTarget(arguments[0], of: "dispatch_once", loc)
        let run: [Stmt] = [
            .expression(.call(arguments[1], [], labels: [], loc), loc),
            .expression(try assign(token, nil, .int(-1), loc), loc),
        ]
        let body: [Stmt] = [.ifStmt([.expression(.binary("==", token, .int(0), loc))], run, nil, loc)]
        return .call(.closure(ClosureIR(params: [], body: body, loc: loc)), [], labels: [], loc)
    }

    /// `CGRectDivide(rect, &slice, &remainder, amount, edge)`: the runtime divides, the two
    /// variables take the parts.
    private func rectDivide(_ arguments: [Expr], _ loc: Loc) throws(ScriptError) -> Expr {
        let slice = try outArgumentTarget(arguments[1], of: "CGRectDivide", loc)
        let remainder = try outArgumentTarget(arguments[2], of: "CGRectDivide", loc)
        let parts = "objc.divided"
        let divide = labelled(.name("objc.CGRectDivide", loc), [nil, nil, nil], [arguments[0], arguments[3], arguments[4]], loc)
        let body: [Stmt] = [
            .binding(names: [parts], pattern: nil, value: divide, isVar: false, type: nil, loc),
            .expression(try assign(slice, nil, .subscriptAccess(.name(parts, loc), [Arg(label: nil, value: .int(0))], loc), loc), loc),
            .expression(try assign(remainder, nil, .subscriptAccess(.name(parts, loc), [Arg(label: nil, value: .int(1))], loc), loc), loc),
        ]
        return .call(.closure(ClosureIR(params: [], body: body, loc: loc)), [], labels: [], loc)
    }

    /// C's maths functions the runtime has, by their arity.
    static let mathFunctions: [String: Int] = [
        "floor": 1, "ceil": 1, "round": 1, "sqrt": 1, "pow": 2, "sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1,
        "atan2": 2, "hypot": 2, "fabs": 1, "exp": 1, "exp2": 1, "log": 1, "log2": 1, "log10": 1, "cbrt": 1, "fmod": 2, "trunc": 1,
    ]

    func labelled(_ callee: Expr, _ labels: [String?], _ arguments: [Expr], _ loc: Loc, converting: String? = nil) -> Expr {
        let values = arguments.map { value in converting.map { Expr.prefix($0, value, loc) } ?? value }
        return .call(callee, zip(labels, values).map { Arg(label: $0, value: $1) }, labels: labels, loc)
    }

    private func cFunction(_ name: String, _ arguments: [Expr], _ loc: Loc) throws(ScriptError) -> Expr {
        func arity(_ count: Int) throws(ScriptError) {
            guard arguments.count == count else {
                throw error(
                    "too \(arguments.count < count ? "few" : "many") arguments to function call, expected \(count), have \(arguments.count)", at: loc)
            }
        }
        switch name {
        case "UIInterfaceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait":
            // UIKit's macros: the two orientations of each kind.
            try arity(1)
            let kinds = name.hasSuffix("Landscape") ? ["landscapeLeft", "landscapeRight"] : ["portrait", "portraitUpsideDown"]
            return .binary(
                "||", .binary("==", arguments[0], .implicitMember(kinds[0], loc), loc),
                .binary("==", arguments[0], .implicitMember(kinds[1], loc), loc),
                loc)
        case "UI_USER_INTERFACE_IDIOM":
            // UIKit's macro: the device's idiom.
            try arity(0)
            return .member(.member(.name("UIDevice", loc), "current", loc), "userInterfaceIdiom", loc)
        case "CGRectMake":
            try arity(4)
            return labelled(.name("CGRect", loc), ["x", "y", "width", "height"], arguments, loc, converting: "objc.(double)")
        case "CGPointMake":
            try arity(2)
            return labelled(.name("CGPoint", loc), ["x", "y"], arguments, loc, converting: "objc.(double)")
        case "CGSizeMake":
            try arity(2)
            return labelled(.name("CGSize", loc), ["width", "height"], arguments, loc, converting: "objc.(double)")
        case "UIEdgeInsetsMake":
            try arity(4)
            return labelled(.name("UIEdgeInsets", loc), ["top", "left", "bottom", "right"], arguments, loc, converting: "objc.(double)")
        case "MIN", "MAX", "fmin", "fmax", "fminf", "fmaxf":
            try arity(2)
            return labelled(
                .name(name.lowercased().hasPrefix("min") || name.hasPrefix("fmin") ? "min" : "max", loc), [nil, nil], arguments.map(zeroIfNil), loc)
        case "ABS", "labs", "abs", "llabs":
            try arity(1)
            return labelled(.name("abs", loc), [nil], arguments.map(zeroIfNil), loc)
        case _ where Self.mathFunctions[name] != nil || Self.mathFunctions[String(name.dropLast())] != nil && name.hasSuffix("f"):
            // C's maths on doubles: integer arguments convert (`pow(2, 10)`); the `f` forms
            // compute in float.
            let isFloat = Self.mathFunctions[name] == nil
            let base = isFloat ? String(name.dropLast()) : name
            try arity(Self.mathFunctions[base]!)
            let callee = ["exp2", "trunc"].contains(base) ? "objc." + base : base
            let call = labelled(
                .name(callee, loc), arguments.map { _ in nil }, arguments.map(zeroIfNil), loc, converting: isFloat ? "objc.(float)" : "objc.(double)")
            return isFloat ? .prefix("objc.(float)", call, loc) : call
        case "dispatch_get_main_queue":
            try arity(0)
            return .member(.name("DispatchQueue", loc), "main", loc)
        case "dispatch_async":
            try arity(2)
            return labelled(.member(arguments[0], "async", loc), ["execute"], [arguments[1]], loc)
        case "dispatch_time":
            // Nanoseconds from now, as seconds: what the simulated clock counts in.
            try arity(2)
            return .binary("/", .prefix("objc.(double)", arguments[1], loc), .double(1_000_000_000), loc)
        case "dispatch_after":
            try arity(3)
            return labelled(.member(arguments[1], "asyncAfter", loc), ["deadline", "execute"], [arguments[0], arguments[2]], loc)
        case "dispatch_once":
            try arity(2)
            return try dispatchOnce(arguments, loc)
        case "CGRectDivide":
            try arity(5)
            return try rectDivide(arguments, loc)
        case "NSDictionaryOfVariableBindings":
            // The macro's dictionary: each variable under its own name.
            var pairs: [(Expr, Expr)] = []
            for argument in arguments {
                guard case .name(let variable, _) = argument.unchained else {
                    throw unsupported("NSDictionaryOfVariableBindings of an expression", at: loc)
                }
                pairs.append((.string(variable), argument))
            }
            return .dictionary(pairs)
        default:
            break
        }
        if name.hasPrefix("CGRect") || name.hasPrefix("NSStringFrom")
            || ["CGSizeEqualToSize", "CGPointEqualToPoint", "UIEdgeInsetsEqualToEdgeInsets"].contains(name)
            || ["NSLog", "printf", "puts", "putchar", "NSSelectorFromString", "objc_setAssociatedObject", "objc_getAssociatedObject"].contains(name)
        {
            return labelled(.name("objc." + name, loc), arguments.map { _ in nil }, arguments, loc)
        }
        return labelled(.name(name, loc), arguments.map { _ in nil }, arguments, loc)
    }
}
