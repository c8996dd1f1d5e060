import ContainmentEngine
import UIKitCatalogue

/// The file's top level: `@interface`, `@implementation`, `@protocol`, `typedef`, C functions,
/// and the statements after the classes, which run as the paste's driver (issue 43).
extension ObjCParser {
    func topLevelItem() throws(ScriptError) {
        if pass == .declarations, !sawTopLevelStatement { cuts.append(SecondPassCut(position: position)) }
        let token = current
        if token.kind == .directive {
            switch token.text {
            case "@interface": return try interface()
            case "@implementation": return try implementation()
            case "@protocol": return try protocolDeclaration()
            case "@class":
                while !current.isPunctuation(";") && !current.isEnd { advance() }
                return try expect(";", "expected ';' after @class")
            case "@import":
                while !current.isPunctuation(";") && !current.isEnd { advance() }
                return try expect(";", "expected ';' after module name")
            case "@end": throw error("'@end' must appear in an Objective-C context")
            default: break
            }
        }
        if token.isPunctuation(";") {
            advance()
            return
        }
        if token.isIdentifier("typedef") { return try typedef() }
        // Nullability audit regions: annotations only.
        if token.isIdentifier("NS_ASSUME_NONNULL_BEGIN") || token.isIdentifier("NS_ASSUME_NONNULL_END") {
            advance()
            return
        }
        if token.isIdentifier("enum"), peek().kind == .identifier || peek().isPunctuation("{"), isEnumDefinition() {
            advance()
            if current.kind == .identifier { enums[advance().text] = .int32 }
            try enumBody()
            return try expect(";", "expected ';' after enum")
        }
        let start = position
        if let function = try functionDefinition() {
            if pass == .bodies { functions.append(.declaration(.function(function))) }
            return
        }
        if position != start { return }  // a prototype, read
        if pass == .declarations {
            sawTopLevelStatement = true
            _ = try statement()
        } else {
            statements.append(contentsOf: try topLevelStatements())
        }
    }

    /// Statements at the top level: a declaration there is a global of the driver.
    func topLevelStatements() throws(ScriptError) -> [Stmt] {
        if scopes.isEmpty { scopes.push() }
        return [try statement()]
    }

    private func isEnumDefinition() -> Bool {
        peek().isPunctuation("{") || peek(2).isPunctuation("{") || peek(2).isPunctuation(":")
    }

    // MARK: Classes

    /// `@interface Name : Super <Protocols> { ivars } members @end`, a class extension
    /// `@interface Name () ...` or a category `@interface Name (Category) ...`.
    private func interface() throws(ScriptError) {
        let loc = advance().loc
        let name = try identifier("class name")
        var info = classes[name] ?? ObjCClassInfo(name: name, loc: loc)
        if classes[name] == nil { classOrder.append(name) }
        if accept(":") {
            info.superclass = try identifier("superclass name")
            info.isDeclared = true
        } else if current.isPunctuation("(") {
            advance()
            // `()` is a class extension, `(Name)` a category: both add to the class.
            if current.kind == .identifier { advance() }
            try expect(")")
        }
        // Read again by the second pass: added once.
        if current.isPunctuation("<") {
            let adopted = try protocolList()
            if pass == .declarations { info.protocols += adopted }
        }
        // A category's properties join the class's (UIKit's class too: its @implementation
        // gives them accessors, `categoryProperties`).
        classes[name] = info
        if current.isPunctuation("{") { try ivarBlock(of: name) }
        try members(of: name, implementation: false)
    }

    /// `@implementation Name { ivars } methods @end`.
    private func implementation() throws(ScriptError) {
        let loc = advance().loc
        let name = try identifier("class name")
        if classes[name] == nil {
            classes[name] = ObjCClassInfo(name: name, loc: loc)
            classOrder.append(name)
        }
        var category: String?
        if accept("(") {
            category = current.kind == .identifier ? advance().text : ""
            try expect(")")
        }
        if category == nil, classes[name]!.superclass != nil { classes[name]!.isDeclared = true }
        if category == nil, classes[name]!.superclass == nil {
            throw error("cannot find interface declaration for '\(name)'", at: loc)
        }
        if current.isPunctuation("{") { try ivarBlock(of: name) }
        let savedCategory = currentCategory
        currentCategory = category
        defer { currentCategory = savedCategory }
        // A category on a class the file does not declare (UIKit's) extends it.
        if category != nil, classes[name]?.isDeclared != true {
            let saved = (methods[name], initializers[name], computed[name], customGetters[name])
            methods[name] = nil
            initializers[name] = nil
            computed[name] = nil
            customGetters[name] = nil
            try members(of: name, implementation: true)
            if pass == .bodies {
                let properties = (computed[name] ?? []) + categoryProperties(of: name, loc)
                categories.append(
                    TypeDeclIR(kind: .extensionOf, name: name, inherited: [], properties: properties, methods: methods[name] ?? [], loc: loc))
            }
            (methods[name], initializers[name], computed[name], customGetters[name]) = saved
            return
        }
        // Its methods are places the second pass may be cut (`ObjCParser+Halves`).
        cutsMethods = true
        defer { cutsMethods = false }
        try members(of: name, implementation: true)
    }

    /// The properties a category on one of UIKit's classes declares and this `@implementation`
    /// writes accessors for (a category cannot store: they keep their value with
    /// `objc_setAssociatedObject`): computed properties of the extension, running them.
    private func categoryProperties(of className: String, _ loc: Loc) -> [PropertyIR] {
        guard let info = classes[className] else { return [] }
        var result: [PropertyIR] = []
        for (property, _) in info.properties.sorted(by: { $0.key < $1.key }) {
            let getter = customGetters[className]?[property]
            let setterName = "set" + property.prefix(1).uppercased() + property.dropFirst()
            let hasSetter = (methods[className] ?? []).contains { $0.name == setterName && $0.params.count == 1 }
            guard getter != nil || hasSetter else { continue }
            let newValue = Expr.name("newValue", loc)
            let setter: (name: String, body: [Stmt])? =
                hasSetter
                ? (
                    "newValue",
                    [.expression(.call(.member(.selfRef(loc), setterName, loc), [Arg(label: nil, value: newValue)], labels: [nil], loc), loc)]
                )
                : nil
            result.append(PropertyIR(name: property, getter: getter ?? [.returnStmt(.nilLiteral, loc)], setter: setter, loc: loc))
        }
        return result
    }

    /// `struct { unsigned int willShow:1; BOOL animated; } _flags;`: fields of numbers (bit-fields
    /// among them, common for a delegate's flags); the structure is a record of its own.
    func structBody(_ loc: Loc) throws(ScriptError) -> CType {
        try expect("{")
        var fields: [(name: String, type: CType, bits: Int?)] = []
        while !accept("}") {
            if current.isEnd { throw error("expected '}'") }
            let (base, baseName) = try typeSpecifier()
            repeat {
                let (name, type) = try declarator(base: base, baseName: baseName)
                switch type {
                case .integer, .bool, .floating, .float: break
                default: throw unsupported("a structure field of type '\(baseName)' (fields of numbers and BOOLs run)", at: loc)
                }
                var bits: Int?
                if accept(":") {
                    guard case .integer(let width) = current.kind, width > 0, width < 64 else { throw error("expected a bit-field width") }
                    advance()
                    bits = width
                }
                fields.append((name, type, bits))
            } while accept(",")
            try expect(";", "expected ';' at end of declaration list")
        }
        // Named by its place, the same in both passes and in either half of the second.
        let name = "struct#\(position)"
        inlineStructs[name] = fields
        return .structure(name)
    }

    /// `@protocol Name <Protocols> ... @end`, or `@protocol Name;` (a forward declaration).
    private func protocolDeclaration() throws(ScriptError) {
        let loc = advance().loc
        let name = try identifier("protocol name")
        if accept(";") { return }
        if current.isPunctuation(",") {
            while !current.isPunctuation(";") && !current.isEnd { advance() }
            return try expect(";")
        }
        protocols.insert(name)
        if current.isPunctuation("<") { protocolParents[name] = try protocolList() }
        // Its methods are declarations only; a class implements them.
        while !current.isDirective("@end") {
            if current.isEnd { throw error("missing '@end'", at: loc) }
            advance()
        }
        advance()
        if pass == .bodies {
            categories.append(TypeDeclIR(kind: .protocolType, name: name, inherited: [], loc: loc))
        }
    }

    private func protocolList() throws(ScriptError) -> [String] {
        try expect("<")
        var names: [String] = []
        repeat { names.append(try identifier("protocol name")) } while accept(",")
        try expect(">")
        return names
    }

    /// `{ UIViewController *current; NSArray *items; }`: visibility words are accepted.
    private func ivarBlock(of className: String) throws(ScriptError) {
        try expect("{")
        while !accept("}") {
            if current.isEnd { throw error("expected '}'") }
            if current.kind == .directive {
                advance()  // @private, @public, @protected, @package
                continue
            }
            let (base, baseName) = try typeSpecifier()
            repeat {
                let (name, type) = try declarator(base: base, baseName: baseName)
                if pass == .declarations { classes[className]!.ivars.append((name, type)) }
            } while accept(",")
            try expect(";", "expected ';' at end of declaration list")
        }
    }

    /// Properties, method declarations or definitions, `@synthesize`, up to `@end`.
    func members(of className: String, implementation: Bool) throws(ScriptError) {
        while !current.isDirective("@end") {
            if position == stopAt { return }  // the rest is the other thread's (`ObjCParser+Halves`)
            let token = current
            if token.isEnd { throw error("missing '@end'") }
            switch token.kind {
            case .directive where token.text == "@property": try property(of: className)
            case .directive where token.text == "@synthesize": try synthesize(in: className)
            case .directive where ["@optional", "@required", "@dynamic", "@private", "@public", "@protected", "@package"].contains(token.text):
                if token.text == "@dynamic" {
                    while !current.isPunctuation(";") && !current.isEnd { advance() }
                }
                advance()
            case .punctuation where token.text == "-" || token.text == "+":
                if pass == .declarations, cutsMethods, !sawTopLevelStatement {
                    cuts.append(SecondPassCut(position: position, implementation: (className, currentCategory)))
                }
                try method(of: className, implementation: implementation)
            case .punctuation where token.text == ";": advance()
            default:
                let start = position
                if implementation, let function = try functionDefinition() {
                    if pass == .bodies { functions.append(.declaration(.function(function))) }
                } else if position != start {
                    continue  // a prototype, read
                } else if token.isIdentifier("typedef") {
                    try typedef()
                } else if implementation, token.kind == .identifier, CType.qualifiers.contains(token.text) || isTypeName(token.text) {
                    // A C declaration between @implementation and @end is at file scope, as clang
                    // reads it (`static const CGFloat kHeight = 1;` before the methods using it).
                    if pass == .declarations {
                        sawTopLevelStatement = true
                        _ = try statement()
                    } else {
                        statements.append(contentsOf: try topLevelStatements())
                    }
                } else {
                    throw error("expected method or property declaration")
                }
            }
        }
        advance()
    }

    /// `@property (nonatomic, weak) id<Delegate> delegate;`
    private func property(of className: String) throws(ScriptError) {
        advance()
        var isWeak = false, isCopy = false
        var getter: String?
        if current.isPunctuation("(") {
            advance()
            while !accept(")") {
                if current.isEnd { throw error("expected ')'") }
                let word = advance()
                if word.text == "weak" { isWeak = true }
                if word.text == "copy" { isCopy = true }
                if word.text == "getter", accept("="), current.kind == .identifier { getter = advance().text }  // getter=isOpen
                if word.isPunctuation("=") { advance() }  // setter=...
            }
        }
        // `IBOutlet UIView *panel`: a storyboard makes it as the view loads, as Swift's @IBOutlet;
        // `IBOutletCollection(UIView) NSArray *cards` as `@IBOutlet var cards: [UIView]!`.
        var collectionElement: String?
        if current.isIdentifier("IBOutletCollection") {
            advance()
            try expect("(")
            collectionElement = try identifier("class name")
            try expect(")")
        }
        let isOutlet = collectionElement != nil || current.isIdentifier("IBOutlet")
        let (base, baseName) = try typeSpecifier()
        repeat {
            let (name, type) = try declarator(base: base, baseName: baseName)
            if pass == .declarations, let collectionElement { classes[className]!.outletCollections[name] = collectionElement }
            if pass == .declarations {
                classes[className]!.properties[name] = (type, isWeak, isCopy && Self.isCollection(type))
                if let getter, getter != name { getterProperties[getter] = name }
                if isOutlet { classes[className]!.outlets.insert(name) }
            }
        } while accept(",")
        skipAttributes()
        try expect(";", "expected ';' at end of declaration list")
    }

    /// `@synthesize name = _ivar, other;`
    private func synthesize(in className: String) throws(ScriptError) {
        advance()
        repeat {
            let property = try identifier("property name")
            let ivar = accept("=") ? try identifier("instance variable name") : property
            if pass == .declarations { classes[className]!.synthesized[property] = ivar }
        } while accept(",")
        try expect(";", "expected ';' after @synthesize")
    }

    /// `API_AVAILABLE(ios(13.0))`, `NS_DESIGNATED_INITIALIZER`, `__attribute__((...))` after a declaration.
    func skipAttributes() {
        while current.kind == .identifier, current.text.first?.isUppercase == true || current.text.hasPrefix("__"),
            current.text == current.text.uppercased() || current.text.hasPrefix("__") || current.text.hasPrefix("API_")
        {
            advance()
            if current.isPunctuation("(") { try? skipBalanced() }
        }
    }
}
