import ContainmentEngine

/// Names, literals (`@"..."`, `@[]`, `@{}`, `@()`, `YES`), `@selector`, and C functions, which
/// the Swift runtime knows by their Swift names (`CGRectMake` is `CGRect(x:y:width:height:)`).
extension ObjCParser {
    func primary() throws(ScriptError) -> Expr {
        let token = current
        switch token.kind {
        case .integer(let value):
            advance()
            return .int(value)
        case .floating(let value):
            advance()
            return .double(value)
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

    /// An identifier as a value: a local, an ivar, a constant, a class, or a global.
    func name(_ text: String, _ loc: Loc) throws(ScriptError) -> Expr {
        if localType(text) != nil { return .name(text, loc) }
        switch text {
        case "self": return .selfRef(loc)
        case "super": return .superRef(loc)
        case "YES", "true", "TRUE": return .bool(true)
        case "NO", "false", "FALSE": return .bool(false)
        case "nil", "NULL", "Nil": return .nilLiteral
        case "NSNotFound": return .int(Int.max)
        case "NSEC_PER_SEC": return .int(1_000_000_000)
        case "NSEC_PER_MSEC": return .int(1_000_000)
        case "DISPATCH_TIME_NOW": return .int(0)
        case "M_PI": return .double(Double.pi)
        case "CGFLOAT_MAX": return .double(Double.greatestFiniteMagnitude)
        case "CGRectZero", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero":
            return .member(.name(String(text.dropLast(4)), loc), "zero", loc)
        default: break
        }
        if let ivar = instanceVariable(text) { return .member(.selfRef(loc), ivar.property, loc) }
        if let constant = constants[text] { return constant }
        if let member = ObjCNames.enumConstant(text) { return .implicitMember(member.name, loc) }
        if let renamed = ObjCNames.classRenames[text] { return .name(renamed, loc) }
        return .name(text, loc)
    }

    /// `@selector(...)`, `@encode`, `@protocol(...)`, `@YES`.
    private func directiveExpression() throws(ScriptError) -> Expr {
        let token = advance()
        switch token.text {
        case "@selector":
            try expect("(")
            var selector = ""
            while !accept(")") {
                if current.isEnd { throw error("expected ')'") }
                selector += advance().text
            }
            return .string(selector)
        case "@YES", "@true": return .bool(true)
        case "@NO", "@false": return .bool(false)
        default: throw unsupported("'\(token.text)'", at: token.loc)
        }
    }

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
            return .array(items)
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
        var arguments: [Expr] = []
        while !accept(")") {
            arguments.append(try value(try assignmentExpression()))
            if !accept(",") {
                try expect(")", "expected ')'")
                break
            }
        }
        guard case .name(let name, _) = callee, localType(name) == nil else {
            return .call(callee, arguments.map { Arg(label: nil, value: $0) }, labels: arguments.map { _ in nil }, loc)
        }
        return try cFunction(name, arguments, loc)
    }

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
            return labelled(.name(name.lowercased().hasPrefix("min") || name.hasPrefix("fmin") ? "min" : "max", loc), [nil, nil], arguments, loc)
        case "ABS", "fabs", "fabsf", "labs":
            try arity(1)
            return labelled(.name("abs", loc), [nil], arguments, loc)
        case "floor", "floorf", "ceil", "ceilf", "round", "roundf", "sqrt", "sqrtf":
            try arity(1)
            return labelled(
                .name(name.hasSuffix("f") && name != "roundf" ? String(name.dropLast()) : name == "roundf" ? "round" : name, loc), [nil], arguments,
                loc)
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
        case "dispatch_once": throw unsupported("'dispatch_once'", at: loc)
        default:
            break
        }
        if name.hasPrefix("CGRect") || name.hasPrefix("NSStringFrom") || ["NSLog", "printf", "puts"].contains(name) {
            return labelled(.name("objc." + name, loc), arguments.map { _ in nil }, arguments, loc)
        }
        return labelled(.name(name, loc), arguments.map { _ in nil }, arguments, loc)
    }
}
