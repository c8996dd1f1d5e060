import ContainmentEngine

/// The parsed form of a script: a small subset of Swift's expressions and statements.
/// Only the cases that nest are boxed: leaves (names, numbers) cost no allocation.
enum Expression: Sendable {
    case identifier(String)
    case number(Double)
    case string(String)
    case boolean(Bool)
    case nilLiteral
    /// `.horizontal`, `.fullScreen`
    case implicitMember(String)
    indirect case member(Located, String)
    indirect case call(Located, [Argument], trailingClosure: Closure?)
    case array([Located])
    indirect case closure(Closure)
}

struct Located: Sendable {
    var expression: Expression
    var position: SourcePosition
}

struct Argument: Sendable {
    var label: String?
    var value: Located
}

struct Closure: Sendable {
    var parameters: [String]
    var body: [SyntaxStatement]
    var position: SourcePosition
}

enum SyntaxStatement: Sendable {
    case declaration(name: String, value: Located, position: SourcePosition)
    case override(target: String, method: String, body: [SyntaxStatement], position: SourcePosition)
    case assignment(target: Located, value: Located, position: SourcePosition)
    case expression(Located)

    var position: SourcePosition {
        switch self {
        case .declaration(_, _, let position), .override(_, _, _, let position),
            .assignment(_, _, let position):
            position
        case .expression(let located):
            located.position
        }
    }
}
