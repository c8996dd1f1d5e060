import ContainmentEngine

/// The `@` expressions that are not literals: `@selector`, `@protocol`, `@available`, `@YES`.
extension ObjCParser {
    /// `@selector(...)`, `@encode`, `@protocol(...)`, `@available(...)`, `@YES`.
    func directiveExpression() throws(ScriptError) -> Expr {
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
        case "@protocol":
            // A protocol is its name here (`conformsToProtocol:` and `NSStringFromProtocol` read it).
            try expect("(")
            let name = try identifier("protocol name")
            try expect(")")
            return .string(name)
        case "@available":
            // `if (@available(iOS 11.0, *))`: true, as Swift's `#available` is here (the modelled
            // iOS releases are 13 and later, past what container code tests for).
            try expect("(")
            var depth = 1
            while depth > 0 {
                if current.isEnd { throw error("expected ')'") }
                let text = advance().text
                if text == "(" { depth += 1 } else if text == ")" { depth -= 1 }
            }
            return .bool(true)
        case "@YES", "@true": return .bool(true)
        case "@NO", "@false": return .bool(false)
        default: throw unsupported("'\(token.text)'", at: token.loc)
        }
    }
}
