import ContainmentEngine
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// swift-syntax's tree (operators folded) to `FileIR`, once. Anything the interpreter does not
/// run is refused here, at its line and column, before anything runs.
///
/// Why it is large (about 1,000 lines over four files): swift-syntax's tree has a node kind for
/// each construct of the language; declarations, statements and expressions each have a file.
struct Lowering {
    let lines: LineTable
    /// The parser's bound on nesting, which a chain of operators must keep too: folded, `a + b +
    /// c...` is a tree as deep as it has operators, and the lowering, the type pass and the
    /// interpreter walk it recursively (30,000 of them overflowed a debug build's stack).
    var maxNesting = PlaygroundLimits().maxNestingDepth
    /// The generic parameters in scope (`T` in `func make<T: UIViewController>()`), each standing
    /// for its constraint: generics are erased, as the interpreter checks types when it runs.
    let generics = GenericParameters()
    /// Where the subtree being lowered starts in the file: operators are folded one sequence at a
    /// time (`SequenceExprSyntax`, as lowering meets it), and a folded sequence is a detached tree
    /// whose positions count from its own start.
    let folded = FoldedSubtree()
    /// How often the file binds each name, to find the names that do not name one object.
    let sites = BindingSites()
    /// Whether the file names `Result` (`StandardPrelude`), and its type aliases.
    let mentions = FileMentions()

    static let supportPage = "see docs/swift-support.md"

    /// The standard library's operators, declared from source: swift-syntax's built-in table has
    /// no syntax for its precedence relations and made some for every relation it followed while
    /// folding (2.7 % of a paste); a table read from its own source text has it once.
    static let operators: OperatorTable = {
        var table = OperatorTable()
        do {
            try table.addSourceFile(Parser.parse(source: OperatorTable.standardOperators.description))
            return table
        } catch {
            return OperatorTable.standardOperators
        }
    }()

    func loc(_ node: some SyntaxProtocol) -> Loc {
        let offset = folded.offset + node.positionAfterSkippingLeadingTrivia.utf8Offset
        let location = lines.location(utf8Offset: offset)
        return Loc(line: location.line, column: location.column)
    }

    /// `a + b * c` as its operator tree, lowered by `body`. Folding only the sequences the file
    /// has, when lowering reaches them, costs a seventh of parsing less than rewriting the whole
    /// tree first.
    func folding<T>(_ sequence: SequenceExprSyntax, _ body: (ExprSyntax) throws(ScriptError) -> T) throws(ScriptError) -> T {
        let operators = sequence.elements.count / 2
        if operators > maxNesting {
            let at = loc(sequence)
            throw ScriptError(
                line: at.line, column: at.column,
                message:
                    "the compiler is unable to type-check this expression in reasonable time; try breaking up the expression into distinct sub-expressions (\(operators) operators; the playground's bound is \(maxNesting), maxNestingDepth)",
                limit: .maxNestingDepth)
        }
        let tree: ExprSyntax
        do {
            tree = try Self.operators.foldSingle(sequence)
        } catch {
            let at = loc(sequence)
            throw ScriptError(line: at.line, column: at.column, message: "cannot resolve the operators: \(error)")
        }
        let saved = folded.offset
        folded.offset = saved + sequence.position.utf8Offset
        defer { folded.offset = saved }
        return try body(tree)
    }

    func unsupported(_ what: String, _ node: some SyntaxProtocol) -> ScriptError {
        let at = loc(node)
        return ScriptError(line: at.line, column: at.column, message: "\(what) is not supported by the playground; \(Self.supportPage)")
    }

    func file(_ tree: SourceFileSyntax) throws(ScriptError) -> FileIR {
        var file = FileIR(statements: try block(tree.statements))
        file.reboundNames = sites.rebound
        file.mentionsResult = mentions.result
        file.typeAliases = mentions.typeAliases
        // `import UIKit` (or Foundation, which it re-exports): Foundation's String methods are
        // the ones a call finds where both have one (`"abc".contains("")` is false there).
        file.importsFoundation = tree.statements.contains { item in
            guard case .decl(let decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text
            else { return false }
            return Self.foundationModules.contains(module)
        }
        return file
    }

    /// Modules that bring Foundation with them.
    static let foundationModules: Set<String> = ["Foundation", "UIKit", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "MapKit", "AVFoundation"]

    func block(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> [Stmt] {
        var result: [Stmt] = []
        result.reserveCapacity(items.count)
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let stmt = try declaration(decl) { result.append(stmt) }
            case .stmt(let stmt): result.append(try statement(stmt))
            case .expr(let expr): result.append(try expressionStatement(expr))
            }
        }
        return result
    }

    /// Strips the backticks of an escaped name (`` `switch` ``).
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.utf8.first == UInt8(ascii: "`"), text.utf8.last == UInt8(ascii: "`"), text.utf8.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }
}

/// Generic parameter names to the type each stands for while its declaration is lowered.
final class GenericParameters {
    private struct Level {
        var erased: [String: String]
        /// A function's own parameters (not its type's) may be used as values (`T.defaultValue`, `T(x)`):
        /// each call passes the types they stand for (`FuncIR.typeParameters`).
        var valuesAllowed: Bool
        var usedAsValues: Set<String> = []
    }
    private var scopes: [Level] = []

    func with<T>(_ clause: GenericParameterClauseSyntax?, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        try withValues(clause, allowed: false, body).result
    }

    /// `body` lowered with the clause's parameters in scope, and those of them it used as values.
    func withValues<T>(_ clause: GenericParameterClauseSyntax?, allowed: Bool, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> (
        result: T, usedAsValues: [String]
    ) {
        guard let clause else { return (try body(), []) }
        let erased = Dictionary(clause.parameters.map { ($0.name.text, $0.inheritedType?.trimmedDescription ?? "Any") }) { first, _ in first }
        scopes.append(Level(erased: erased, valuesAllowed: allowed))
        defer { scopes.removeLast() }
        let result = try body()
        let used = scopes.last?.usedAsValues ?? []
        return (result, clause.parameters.map { $0.name.text }.filter { used.contains($0) })
    }

    func erased(_ name: String) -> String? {
        for scope in scopes.reversed() { if let type = scope.erased[name] { return type } }
        return nil
    }

    /// Whether the generic parameter `name` may be used as a value where it is (noted if so).
    func useAsValue(_ name: String) -> Bool {
        guard let level = scopes.lastIndex(where: { $0.erased[name] != nil }), scopes[level].valuesAllowed else { return false }
        scopes[level].usedAsValues.insert(name)
        return true
    }
}

/// The places a file binds each name: a declaration with a value, or an assignment (`x = ...`,
/// `self.x = ...`). A name bound twice or more, by an assignment at least once, is re-pointed
/// while the program runs; two `let`s of one name in two functions are two bindings, each of
/// which names its object.
final class BindingSites {
    private var declared: [String: Int] = [:]
    private var assigned: [String: Int] = [:]

    func declare(_ name: String) { declared[name, default: 0] += 1 }
    func assign(_ name: String) { assigned[name, default: 0] += 1 }

    /// Adds the bindings another part of the file made (`SwiftFrontEnd.lowerInHalves`).
    func add(_ other: BindingSites) {
        declared.merge(other.declared, uniquingKeysWith: +)
        assigned.merge(other.assigned, uniquingKeysWith: +)
    }

    var rebound: Set<String> {
        Set(assigned.compactMap { name, count in count + declared[name, default: 0] >= 2 ? name : nil })
    }
}

/// What the lowering notes of the file's names as it goes: whether it names `Result`
/// (`StandardPrelude`), and what its type aliases stand for.
final class FileMentions {
    var result = false
    /// `typealias Amount = Double`, `typealias Version = (major: Int, minor: Int)`: by name (`FileIR.typeAliases`).
    var typeAliases: [String: TypeIR] = [:]
}

/// The file offset of the detached subtree being lowered (see `Lowering.folded`).
final class FoldedSubtree {
    var offset = 0
    /// The functions being lowered, innermost last: `#function` inside a folded subtree cannot
    /// walk up to its declaration.
    var functionNames: [String] = []
}
