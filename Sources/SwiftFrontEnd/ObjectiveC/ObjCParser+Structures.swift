import ContainmentEngine

/// Structures of numbers the file declares: inline (`struct { ... } _flags;`) or named by a
/// typedef (`typedef struct { MenuAction action; CGFloat velocity; } PanResult;`), each a
/// record of its fields; built zeroed, by a brace list (`PanResult r = {MenuClose, 450};`) or
/// a compound literal (`(PanResult){.velocity = 450}`).
extension ObjCParser {
    /// `typedef struct [Tag] { fields } Name;`, after `typedef`.
    func typedefStruct() throws(ScriptError) {
        let loc = advance().loc
        if current.kind == .identifier, !peek().isPunctuation("{") {
            throw unsupported("a typedef of a structure declared elsewhere ('struct \(current.text)')", at: loc)
        }
        if current.kind == .identifier { advance() }  // the tag
        let type = try structBody(loc)
        let name = try identifier("typedef name")
        typedefs[name] = type
        skipAttributes()
        try expect(";", "expected ';' after typedef")
    }

    /// Whether a type is a structure a brace list or compound literal can build.
    func isLiteralStructure(_ name: String) -> Bool { Self.structFields[name] != nil || inlineStructs[name] != nil }

    /// A brace list or compound literal of a structure: UIKit's (`structLiteral`) or the file's.
    func anyStructLiteral(_ name: String, _ loc: Loc) throws(ScriptError) -> Expr {
        guard let fields = inlineStructs[name] else { return try structLiteral(name, loc) }
        try expect("{", "expected '{'")
        var values: [Expr?] = Array(repeating: nil, count: fields.count)
        var next = 0
        while !accept("}") {
            var index = next
            if accept(".") {
                let field = try identifier("field name")
                guard let found = fields.firstIndex(where: { $0.name == field }) else {
                    throw error("field designator '\(field)' does not refer to any field in type '\(typeName(ofStructure: name))'")
                }
                index = found
                try expect("=", "expected '='")
            }
            guard index < fields.count else { throw error("excess elements in struct initializer") }
            let value = try value(try assignmentExpression())
            // Each field converts as an assignment to it does (a bit-field keeps its width).
            let type = fields[index].bits.map { CType.integer(CType.IntegerKind(bits: $0, signed: false)) } ?? fields[index].type
            values[index] = type.conversion.map { .prefix($0, value, loc) } ?? value
            next = index + 1
            if !accept(",") {
                try expect("}", "expected '}'")
                break
            }
        }
        var arguments = [Arg(label: nil, value: .string(name))]
        for (field, value) in zip(fields, values) {
            arguments.append(Arg(label: nil, value: .string(field.name)))
            arguments.append(Arg(label: nil, value: value ?? field.type.zero ?? .int(0)))
        }
        return .call(.name("objc.structLiteral", loc), arguments, labels: arguments.map { _ in nil }, loc)
    }

    /// The name a structure goes by in clang's messages: its typedef's.
    func typeName(ofStructure name: String) -> String {
        typedefs.first { $0.value == .structure(name) }?.key ?? "struct (unnamed)"
    }
}
