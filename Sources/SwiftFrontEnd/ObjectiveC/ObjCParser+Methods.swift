import ContainmentEngine
import UIKitCatalogue

/// Methods: `- (void)viewWillAppear:(BOOL)animated { ... }`. A method is named as Swift imports
/// its selector (`ObjCNames`), so UIKit calls the override and Swift code can call it too; an
/// `init...` method is an initialiser; a getter UIKit asks (`- (BOOL)shouldAutomatically...`)
/// is the overriding property Swift would declare.
extension ObjCParser {
    func method(of className: String, implementation: Bool) throws(ScriptError) {
        let sign = advance()
        let isClassMethod = sign.text == "+"
        let returnType = current.isPunctuation("(") ? try parenthesizedType() : CType.object(nil)
        let nameToken = current
        var pieces = [try identifier("method name")]
        var params: [(String, CType)] = []
        var takesArguments = false
        if current.isPunctuation(":") {
            takesArguments = true
            while true {
                try expect(":")
                let type = current.isPunctuation("(") ? try parenthesizedType() : CType.object(nil)
                skipAttributes()
                params.append((try identifier("parameter name"), type))
                skipAttributes()
                guard let piece = nextSelectorPiece() else { break }
                pieces.append(piece)
            }
            if current.isPunctuation(","), peek().isPunctuation("...") {
                throw unsupported("a method with variable arguments", at: current.loc)
            }
        }
        skipAttributes()
        let selector = takesArguments ? pieces.map { $0 + ":" }.joined() : pieces[0]
        if pass == .declarations {
            classes[className]?.selectors[selector] = isClassMethod
            if selectorNames[selector] == nil {
                selectorNames[selector] = declaredName(pieces, takesArguments: takesArguments, in: className)
            }
        }
        // `- (void)hide;` then `{`: clang accepts the semicolon before a definition's body.
        if accept(";"), !(implementation && current.isPunctuation("{")) { return }
        guard implementation, current.isPunctuation("{") else { throw error("expected ';' after method prototype") }
        if pass == .declarations { return try skipBalanced() }

        let savedClass = currentClass, savedInit = inInitializer, savedSelector = currentSelector, savedClassMethod = inClassMethod
        let isInitializer = !isClassMethod && pieces[0].hasPrefix("init") && ObjCNames.initializerLabels(pieces) != nil
        currentClass = className
        inInitializer = isInitializer
        inClassMethod = isClassMethod
        currentSelector = selector
        defer { (currentClass, inInitializer, currentSelector, inClassMethod) = (savedClass, savedInit, savedSelector, savedClassMethod) }
        let returns: CType = isInitializer ? .void : returnType
        let body = try functionBody(params: params, returns: returns)
        let loc = nameToken.loc

        if isInitializer, let labels = ObjCNames.initializerLabels(pieces) {
            var function = FuncIR(
                name: "init", params: zip(labels, params).map { Param(label: $0, name: $1.0) }, body: body, loc: loc)
            function.callsSuperInit = Self.contains(body) { if case .call(.member(.superRef, "init", _), _, _, _) = $0 { true } else { false } }
            function.delegatesToSelfInit = Self.contains(body) { if case .call(.member(.selfRef, "init", _), _, _, _) = $0 { true } else { false } }
            initializers[className, default: []].append(function)
            return
        }
        // A getter the class writes for its own property: the property's getter (dot syntax and
        // the message both call it).
        if !isClassMethod, !takesArguments, classes[className]?.properties[selector] != nil {
            customGetters[className, default: [:]][selector] = body
            return
        }
        // `dealloc`: what ARC runs as it releases the object (Swift's deinit).
        if !isClassMethod, selector == "dealloc" {
            deallocs[className] = FuncIR(name: "deinit", params: [], body: body, loc: loc)
            return
        }
        let call = swiftCall(pieces, takesArguments: takesArguments)
        // A getter of UIKit's overridden, by the name Swift gives the property
        // (`childViewControllerForStatusBarStyle` is `childForStatusBarStyle`).
        let property = ObjCNames.propertyName(call.name)
        if !isClassMethod, !takesArguments, let ancestor = uikitAncestor(className), ObjCNames.isUIKitProperty(property, on: ancestor) {
            computed[className, default: []].append(PropertyIR(name: property, isOverride: true, getter: body, loc: loc))
            return
        }
        let function = FuncIR(
            name: call.name, params: zip(call.labels, params).map { Param(label: $0, name: $1.0) }, body: body, isStatic: isClassMethod,
            loc: loc)
        methods[className, default: []].append(function)
    }

    /// The next piece of a selector being read (`animated` of `animated:`, "" of a bare `:`), or
    /// nil where the selector ends; the colon is left for the caller.
    func nextSelectorPiece() -> String? {
        if current.kind == .identifier, peek().isPunctuation(":") { return advance().text }
        return current.isPunctuation(":") ? "" : nil
    }

    /// Whether an expression statement of the body (at any depth of its blocks) matches.
    static func contains(_ body: [Stmt], _ matches: (Expr) -> Bool) -> Bool {
        for statement in body {
            switch statement {
            case .expression(let expr, _): if matches(expr) { return true }
            case .ifStmt(_, let then, let otherwise, _):
                if contains(then, matches) || contains(otherwise ?? [], matches) { return true }
            case .doStmt(let inner, _, _), .sequence(let inner): if contains(inner, matches) { return true }
            default: continue
            }
        }
        return false
    }
}
