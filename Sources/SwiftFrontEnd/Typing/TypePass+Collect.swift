import ContainmentEngine

/// The declarations the pass knows before it types anything: every type (extensions merged in),
/// every function, the protocols' requirements and their extensions' methods.
extension TypePass {
    mutating func collect(_ statements: [Stmt]) {
        for statement in statements {
            switch statement {
            case .declaration(.type(let type)): collect(type)
            case .declaration(.function(let function)):
                refusePatternOperator(function)
                functions[function.name, default: []].append(function)
            default: break
            }
        }
    }

    /// `func ~= (pattern: Even, value: Int) -> Bool`: Swift's `switch` and `if case` call it for
    /// the patterns of its types; the playground's matching would not (it compared the values,
    /// session 37's hunt).
    mutating func refusePatternOperator(_ function: FuncIR) {
        guard function.name == "~=", refusal == nil else { return }
        refusal = ScriptError(
            line: function.loc.line, column: function.loc.column,
            message: "a '~=' of the file's own (matching patterns of its types) is not supported by the playground yet; \(Lowering.supportPage)")
    }

    /// `struct Money: ExpressibleByIntegerLiteral`: Swift makes a `Money` of `let m: Money = 5`
    /// with its `init(integerLiteral:)`; the playground keeps the literal (it printed `5` for
    /// `M500`, session 37's hunt).
    mutating func refuseLiteralConformance(_ type: TypeDeclIR) {
        guard refusal == nil, let literal = type.inherited.first(where: { $0.hasPrefix("ExpressibleBy") && $0.hasSuffix("Literal") }) else { return }
        refusal = ScriptError(
            line: type.loc.line, column: type.loc.column,
            message: "a type of the file made from literals ('\(literal)') is not supported by the playground yet; \(Lowering.supportPage)")
    }

    static let interpolationTypes: Set<String> = [
        "DefaultStringInterpolation", "String.StringInterpolation", "Swift.DefaultStringInterpolation", "StringInterpolationProtocol",
    ]

    mutating func collect(_ type: TypeDeclIR) {
        if type.kind == .extensionOf, refusal == nil, ["Optional", "Swift.Optional"].contains(type.name.split(separator: " ").first ?? "") {
            // Its members run on nil too (`n.orEmpty` with `n` nil): the playground's nil is no value
            // to call a member on (it answered an unwrapping trap, session 36's hunt).
            refusal = ScriptError(
                line: type.loc.line, column: type.loc.column,
                message: "an extension of Optional is not supported by the playground yet: its members would not run on nil; \(Lowering.supportPage)")
        }
        if type.kind == .extensionOf, refusal == nil, Self.interpolationTypes.contains(String(type.name.split(separator: " ").first ?? "")) {
            // Its `appendInterpolation` overloads would change what `"\(pct: x)"` prints; the
            // playground's interpolation does not call them (it printed the bare value, session 37's hunt).
            refusal = ScriptError(
                line: type.loc.line, column: type.loc.column,
                message:
                    "an extension of \(type.name.split(separator: " ").first ?? "") (custom string interpolation) is not supported by the playground yet; \(Lowering.supportPage)"
            )
        }
        if refusal == nil, let defaulted = type.cases.lazy.flatMap({ $0.associated }).first(where: { $0.defaultValue != nil }) {
            // `case circle(r: Int = 1)`: `.circle()` would need the default filled in by label
            // (the playground made the case without it, session 37's hunt).
            refusal = ScriptError(
                line: type.loc.line, column: type.loc.column,
                message:
                    "a default value of an enum case's associated value ('\(defaulted.label ?? defaulted.name)') is not supported by the playground yet; \(Lowering.supportPage)"
            )
        }
        for method in type.methods { refusePatternOperator(method) }
        // A case's payload types as any declared type (`case g(UInt8)` slipped through).
        for enumCase in type.cases { for parameter in enumCase.associated { check(parameter.type, type.loc) } }
        for property in type.properties { memberNames.properties.insert(property.name) }
        for method in type.methods { memberNames.methods.insert(method.name) }
        if type.kind == .protocolType { requirements[type.name, default: []].formUnion(type.methods.map(\.name) + type.properties.map(\.name)) }
        refuseLiteralConformance(type)
        if type.kind == .extensionOf {
            memberNames.extensionProperties[type.name, default: []].formUnion(type.properties.filter { !$0.isStatic }.map(\.name))
            extensionMethods[type.name, default: []].formUnion(type.methods.filter { !$0.isStatic }.map(\.name))
            memberNames.inExtensions.formUnion(type.methods.lazy.filter { !$0.isStatic }.map(\.name))
        }
        if var existing = types[type.name]?.decl {
            if type.kind == .protocolType { existing.kind = .protocolType }  // its extension came first
            existing.properties += type.properties
            existing.methods += type.methods
            existing.initializers += type.initializers
            // `extension LinkedList: Sequence`: a conformance as the run's declarations merge it.
            if type.kind == .extensionOf { existing.inherited += type.inherited }
            types[type.name] = DeclaredType(existing)
        } else {
            types[type.name] = DeclaredType(type)
        }
        for nested in type.nested { collect(nested) }
    }

}

/// A collected declaration, by reference: looking a type up copied the whole declaration (every
/// array in it retained and released), a sixth of the type pass (perf, session 31). Never
/// changed once made (collecting more makes another), so copies of the pass may share it.
final class DeclaredType: @unchecked Sendable {
    let decl: TypeDeclIR
    init(_ decl: TypeDeclIR) { self.decl = decl }
    var kind: TypeDeclIR.Kind { decl.kind }
    var name: String { decl.name }
    var inherited: [String] { decl.inherited }
    var properties: [PropertyIR] { decl.properties }
    var methods: [FuncIR] { decl.methods }
    var initializers: [FuncIR] { decl.initializers }
    var cases: [EnumCaseIR] { decl.cases }
}
