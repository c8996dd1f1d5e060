import ContainmentEngine

/// Types as declarations write them: specifiers (`unsigned long`, `NSArray<UIView *>`),
/// declarators (`*name`, `(^name)(BOOL)`), typedefs, enumerations and inline structures.
extension ObjCParser {
    // MARK: Types

    /// The type a declaration starts with, without its declarators' `*`: `UIViewController`,
    /// `unsigned long`, `id<UITableViewDelegate>`, `NSArray<UIViewController *>`.
    func typeSpecifier() throws(ScriptError) -> (CType, String) {
        while current.kind == .identifier, CType.qualifiers.contains(current.text) {
            let word = advance()
            // `- (IBAction)tapped:(id)sender`: IBAction is void.
            if word.text == "IBAction", current.isPunctuation(")") { return (.void, "void") }
            if word.text == "__attribute__", current.isPunctuation("(") { try skipBalanced() }
            if word.text == "struct", current.isPunctuation("{") || (current.kind == .identifier && peek().isPunctuation("{")) {
                if current.kind == .identifier { advance() }
                return (try structBody(word.loc), "struct")
            }
            if word.text == "enum" || word.text == "union",
                current.isPunctuation("{") || (current.kind == .identifier && peek().isPunctuation("{"))
            {
                throw unsupported("a\(word.text == "union" ? " union" : "n enum") declared inside a declaration", at: word.loc)
            }
        }
        guard current.kind == .identifier else { throw error("expected a type") }
        var name = advance().text
        if name == "typeof" || name == "__typeof" || name == "__typeof__" {
            if current.isPunctuation("(") { try skipBalanced() }
            return (.object(nil), "id")
        }
        // `unsigned long long`, `short int`, `long double`: C's words combine into one type.
        if CType.arithmeticWords.contains(name) {
            var words = [name]
            while current.kind == .identifier, CType.arithmeticWords.contains(current.text) { words.append(advance().text) }
            while current.kind == .identifier, CType.qualifiers.contains(current.text) { advance() }
            let type = CType.arithmetic(words)
            name = type == .floating ? "double" : type == .float ? "float" : name
            return (type, name)
        }
        if current.isPunctuation("<") { try skipBalanced() }
        while current.kind == .identifier, CType.qualifiers.contains(current.text) { advance() }
        return (typedefs[name] ?? CType.named(name, pointer: false, enums: enums), name)
    }

    /// `*name`, `* const name`, `(^name)(BOOL)`: the declared name and its whole type.
    func declarator(base: CType, baseName: String) throws(ScriptError) -> (String, CType) {
        var pointers = 0
        while current.isPunctuation("*") || (current.kind == .identifier && CType.qualifiers.contains(current.text)) {
            if advance().text == "*" { pointers += 1 }
        }
        if current.isPunctuation("("), peek().isPunctuation("^") {
            advance()
            advance()
            while current.kind == .identifier, CType.qualifiers.contains(current.text) { advance() }
            let name = try identifier()
            try expect(")")
            if current.isPunctuation("(") { try skipBalanced() }
            return (name, .block)
        }
        let name = try identifier()
        if current.isPunctuation("[") { throw unsupported("a C array", at: current.loc) }
        return (name, pointerType(base, baseName, pointers))
    }

    /// A type in parentheses, as a method's result or parameter: `(UIViewController *)`, `(void (^)(BOOL finished))`.
    func parenthesizedType() throws(ScriptError) -> CType {
        try expect("(")
        let (base, baseName) = try typeSpecifier()
        var pointers = 0
        var type = base
        while !current.isPunctuation(")") {
            if current.isEnd { throw error("expected ')'") }
            if current.isPunctuation("*") {
                pointers += 1
                advance()
            } else if current.isPunctuation("(") {
                // A block type: `void (^)(BOOL)`.
                try skipBalanced()
                type = .block
                if current.isPunctuation("(") { try skipBalanced() }
            } else {
                advance()
            }
        }
        advance()
        if type == .block { return .block }
        return pointerType(type, baseName, pointers)
    }

    /// The type `base` with `pointers` stars after it: an object (`UIView *`), a pointer to a
    /// value (`BOOL *`) or to an object (`NSError **`); C's deeper pointers are not modelled.
    func pointerType(_ base: CType, _ baseName: String, _ pointers: Int) -> CType {
        guard pointers > 0 else { return base }
        // What one star makes of the base: an object's pointer is the object; a value's, a pointer to it.
        let one: CType
        switch typedefs[baseName] {
        case let known? where known == .block: one = known
        case .object?: one = .object(nil)
        case .other(let name)?: one = .other(name + " *")
        case let known?: one = .pointer(known)
        case nil: one = CType.named(baseName, pointer: true, enums: enums)
        }
        if pointers == 1 { return one }
        if pointers == 2, case .object = one { return .pointer(one) }
        return .other(baseName + " " + String(repeating: "*", count: pointers))
    }

    // MARK: typedef and enum

    /// `typedef NS_ENUM(NSInteger, Name) { ... };`, `typedef enum { ... } Name;`,
    /// `typedef void (^Completion)(BOOL);`, `typedef OtherType Name;`.
    func typedef() throws(ScriptError) {
        advance()
        if current.kind == .identifier, ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"].contains(current.text) {
            advance()
            try expect("(")
            let (underlying, _) = try typeSpecifier()
            try expect(",")
            let name = try identifier("enumeration name")
            try expect(")")
            if case .integer(let kind) = underlying { enums[name] = kind } else { enums[name] = .int64 }
            try enumBody()
            skipAttributes()
            return try expect(";", "expected ';' after enum")
        }
        if current.isIdentifier("enum") {
            advance()
            if current.kind == .identifier { advance() }
            var kind = CType.IntegerKind.int32
            if accept(":"), case .integer(let underlying) = try typeSpecifier().0 { kind = underlying }
            try enumBody()
            let name = try identifier("typedef name")
            enums[name] = kind
            return try expect(";", "expected ';' after typedef")
        }
        if current.isIdentifier("struct") { return try typedefStruct() }
        let (base, baseName) = try typeSpecifier()
        let (name, type) = try declarator(base: base, baseName: baseName)
        typedefs[name] = type == .block ? .block : (type == base ? base : type)
        if case .object = type { typedefs[name] = .object(nil) }
        skipAttributes()
        try expect(";", "expected ';' after typedef")
    }

    /// `{ First, Second = 4, Third }`: each member an integer constant (C counts on from the last).
    func enumBody() throws(ScriptError) {
        try expect("{")
        var next = 0
        while !accept("}") {
            if current.isEnd { throw error("expected '}'") }
            let name = try identifier("enumerator name")
            skipAttributes()
            if accept("=") {
                let value = try constantExpression()
                guard case .int(let number) = value else { throw unsupported("an enumerator value that is not an integer constant") }
                next = number
            }
            constants[name] = .int(next)
            // The next member counts on from this one: past the largest integer, clang's error
            // (the fuzzer's `A = 0x7FFFFFFFFFFFFFFF, B` trapped the process).
            let (following, overflow) = next.addingReportingOverflow(1)
            if overflow, !current.isPunctuation("}"), !(current.isPunctuation(",") && peek().isPunctuation("}")) {
                throw error("overflow in enumeration value")
            }
            next = following
            if !accept(",") {
                try expect("}", "expected '}'")
                break
            }
        }
    }

    /// An integer constant expression (an enumerator's value): folded as C folds it.
    private func constantExpression() throws(ScriptError) -> Expr {
        scopes.push()
        defer { scopes.pop() }
        return Self.folded(try conditional())
    }
}
