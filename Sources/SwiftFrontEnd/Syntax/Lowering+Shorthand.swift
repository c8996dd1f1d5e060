import SwiftSyntax

/// A closure written without a signature: the parameters its `$0`, `$1`... name.
extension Lowering {
    /// How many of `$0`, `$1`... a closure without a signature uses: its own, not those of a
    /// closure inside it (`d.forEach { print($0, xs.sorted { $0 < $1 }) }` took two parameters,
    /// splitting each (key, value) pair, session 37's hunt).
    static func shorthandCount(_ node: ClosureExprSyntax) -> Int {
        var highest = -1
        for token in node.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier = token.tokenKind, let index = Int(token.text.dropFirst()), index > highest else { continue }
            var parent = token.parent
            while let current = parent, !current.is(ClosureExprSyntax.self) { parent = current.parent }
            if parent?.id == node.id { highest = index }
        }
        return highest + 1
    }
}
