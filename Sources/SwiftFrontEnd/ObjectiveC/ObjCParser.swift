import ContainmentEngine
import Support
import UIKitCatalogue

/// What the file declares of a class: read in a first pass over the whole file (Objective-C
/// sends a message to a method or a property declared anywhere, even further down), so the
/// second pass knows, at each message, whether it names a method, a property or an ivar.
struct ObjCClassInfo {
    var name: String
    var superclass: String?
    /// `@property` by its Objective-C name: its type, whether it is `weak`, and whether its
    /// setter copies a collection (`copy`: a mutable one given is not shared).
    var properties: [String: (type: CType, isWeak: Bool, copiesCollection: Bool)] = [:]
    /// Instance variables, in the order declared (a `@property`'s `_name` is not among them).
    var ivars: [(name: String, type: CType)] = []
    /// `@synthesize name = ivar`: the ivar's name for the property.
    var synthesized: [String: String] = [:]
    /// Every method's selector, and whether it is a class method.
    var selectors: [String: Bool] = [:]
    /// Where the class is first declared, and whether an `@implementation` or `@interface` with
    /// a superclass declares it (a category alone does not).
    var loc: Loc
    var isDeclared = false
    var protocols: [String] = []
    /// `IBOutlet` properties: made as the view loads, as a storyboard would (`connectOutlets`).
    var outlets: Set<String> = []
    /// `IBOutletCollection(UIView) NSArray *cards`: the collection's element class, by property.
    var outletCollections: [String: String] = [:]
}

/// Objective-C to the Swift runtime's `FileIR`, by hand (issue 43: no parser dependency). Two
/// passes over the tokens: the first reads the classes' declarations, skipping bodies; the
/// second lowers everything, knowing them all. Syntax errors are clang's words at their place.
final class ObjCParser {
    enum Pass { case declarations, bodies }

    var tokens: [ObjCToken]
    var position = 0
    var pass = Pass.declarations
    let maxNesting: Int
    var nesting = 0

    var classes: [String: ObjCClassInfo] = [:]
    var classOrder: [String] = []
    var protocols: Set<String> = []
    /// `@property (getter = isOpen) BOOL open;`: the getter's name, for the property it reads.
    var getterProperties: [String: String] = [:]
    /// The protocols each of the file's protocols incorporates (`@protocol A <B>`).
    var protocolParents: [String: [String]] = [:]
    /// `typedef NS_ENUM(NSInteger, Name)`, `enum Name`: names that are integers, of that kind.
    var enums: [String: CType.IntegerKind] = [:]
    /// Enumeration members and their values.
    var constants: [String: Expr] = [:]
    /// `typedef ... Name;` names that are types, with what they stand for.
    var typedefs: [String: CType] = [:]
    /// Every selector any class of the file declares (a message may go to any of them).
    var fileSelectors: Set<String> = []
    /// The Swift name of each selector the file declares (`swiftName(of:)`), decided once.
    var selectorNames: [String: ObjCNames.SwiftCall] = [:]
    /// `- (UIView *)header { ... }` for a property `header`: the getter's body, by class.
    var customGetters: [String: [String: [Stmt]]] = [:]
    /// Structures declared inline (`struct { ... } _flags;`) by their made-up names, with their
    /// fields (`bits`: a bit-field's width).
    var inlineStructs: [String: [(name: String, type: CType, bits: Int?)]] = [:]
    /// The places of postfix `++`/`--` (`value` gives the variable's old value for them).
    var postfixIncrements: Set<Int> = []
    /// `instanceVariable`'s answers by class and name, in the second pass.
    var ivarAnswers: [String: [String: (property: String, type: CType)?]] = [:]
    /// `fileChain`'s answers, kept in the second pass.
    var fileChainAnswers: [String: [ObjCClassInfo]] = [:]
    /// `accessorIvars`' answers by class, kept in the second pass.
    var accessorIvarAnswers: [String: [String: String]] = [:]
    /// `isTypeName`'s answers (the file's typedefs and classes are known after the first pass).
    var typeNameAnswers: [String: Bool] = [:]
    /// What `&` means in the argument being read: C addresses are not modelled, but two uses are
    /// exact without them: an associated object's key (`&kKey`, a unique key) and the
    /// out-arguments of `dispatch_once` and `CGRectDivide` (the variable they write).
    var addressUse = AddressUse.none
    enum AddressUse {
        case none, key, outArgument
    }
    /// The category of the `@implementation` being lowered (`__PRETTY_FUNCTION__` names it).
    var currentCategory: String?
    /// Whether a class method (`+`) is being lowered: `self` is the class there (`[self alloc]`).
    var inClassMethod = false
    /// The selector of the method being lowered (`_cmd`).
    var currentSelector: String?
    /// C functions' result types, for typing calls.
    var functionResults: [String: CType] = [:]
    var filePropertyNames: Set<String> = []

    // The second pass's state.
    /// Variables in scope, innermost last: each one's type, and for a `static` local the global
    /// that holds it (C keeps its value from call to call).
    var scopes = ObjCScopes()
    /// `__block` variables: a block shares them instead of copying them.
    var sharedWithBlocks: Set<String> = []
    /// The blocks being lowered, innermost last: the scope depth each starts at, and the
    /// variables from outside it that it reads (a block copies them when it is made).
    var blockFrames: [(scopeBase: Int, captured: [String])] = []
    /// Globals the lowering made for `static` locals, with their types.
    var staticGlobals: [String: CType] = [:]
    /// How deep in function and method bodies the parser is (0: the file's top level).
    var functionDepth = 0
    var currentClass: String?
    var currentReturn: CType?
    var inInitializer = false
    /// For each loop being lowered, what a `continue` runs first (a C `for`'s increment).
    var continueSteps: [[Stmt]] = []
    var methods: [String: [FuncIR]] = [:]
    var initializers: [String: [FuncIR]] = [:]
    var computed: [String: [PropertyIR]] = [:]
    /// `- (void)dealloc { ... }` by class: run when ARC releases an instance, as Swift's deinit.
    var deallocs: [String: FuncIR] = [:]
    var categories: [TypeDeclIR] = []
    var functions: [Stmt] = []
    /// The globals of `static` locals, made before the file's statements run.
    var statics: [Stmt] = []
    /// Where the second pass may be cut (`ObjCParser+Halves`), found by the first: the starts of
    /// top-level items and of a class's methods, up to the first top-level statement (after one,
    /// the top level's scope would have to be handed over too).
    var cuts: [SecondPassCut] = []
    var sawTopLevelStatement = false
    var cutsMethods = false
    /// Where this parser's second pass stops (another parser does the rest).
    var stopAt = Int.max
    /// The cut a test chooses (an index in `cuts`), instead of the one nearest the middle.
    var chosenCut: Int?
    var statements: [Stmt] = []

    init(tokens: [ObjCToken], maxNesting: Int) {
        self.tokens = tokens
        self.maxNesting = maxNesting
    }

    /// `inHalves`: false lowers a long file in one piece too (tests compare the two).
    static func lower(_ source: String, maxNesting: Int, inHalves: Bool = true) throws(ScriptError) -> FileIR {
        let spare = source.utf8.count >= minimumBytesForHalves && inHalves ? SwiftFrontEnd.spare : nil
        // It spins while this thread lexes and reads the declarations (`SpareThread.warmUp`).
        spare?.warmUp()
        let parser = ObjCParser(tokens: try ObjCLexer.tokens(of: source), maxNesting: maxNesting)
        return try parser.file(alongside: spare)
    }

    /// `spare`: a thread that may lower the later part of the file (`ObjCParser+Halves`).
    func file(alongside spare: SpareThread? = nil) throws(ScriptError) -> FileIR {
        pass = .declarations
        while !current.isEnd { try topLevelItem() }
        fileSelectors = Set(classes.values.flatMap(\.selectors.keys))
        filePropertyNames = Set(classes.values.flatMap(\.properties.keys))
        try secondPass(alongside: spare)
        var declarations: [Stmt] = classOrder.compactMap { name in
            guard let info = classes[name], info.isDeclared else { return nil }
            return .declaration(.type(typeDeclaration(info)))
        }
        declarations += categories.map { .declaration(.type($0)) }
        // A C program's `main` runs after the file's own statements (in C, only declarations of
        // globals and statics can be there).
        if let main = functions.lazy.compactMap({ if case .declaration(.function(let f)) = $0, f.name == "main" { f } else { nil } }).first {
            statements.append(.expression(.call(.name("main", main.loc), [], labels: [], main.loc), main.loc))
        }
        var file = FileIR(statements: declarations + functions + statics + statements)
        file.importsFoundation = true  // NSString's methods, whatever the file imports
        // A weak property reads nil once ARC released its object: the session keeps ARC's books.
        file.tracksLifetimes = classes.values.contains { $0.properties.values.contains(where: \.isWeak) } || !deallocs.isEmpty
        return file
    }

    // MARK: Tokens

    var current: ObjCToken { tokens[position] }
    func peek(_ offset: Int = 1) -> ObjCToken { tokens[min(position + offset, tokens.count - 1)] }

    @discardableResult
    func advance() -> ObjCToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func accept(_ punctuation: String) -> Bool {
        guard current.isPunctuation(punctuation) else { return false }
        advance()
        return true
    }

    func expect(_ punctuation: String, _ message: String? = nil) throws(ScriptError) {
        guard accept(punctuation) else {
            // clang places a missing `;` just after what it ends, not at the next token.
            throw error(message ?? "expected '\(punctuation)'", at: punctuation == ";" ? afterPreviousToken : nil)
        }
    }

    /// Just past the last token read (its spelling's length on from its column).
    var afterPreviousToken: Loc? {
        guard position > 0 else { return nil }
        let previous = tokens[position - 1]
        var length = previous.text.utf8.count
        if previous.kind == .string { length += 2 } else if previous.kind == .objcString { length += 3 }
        return Loc(line: previous.loc.line, column: previous.loc.column + length)
    }

    func identifier(_ what: String = "identifier") throws(ScriptError) -> String {
        guard current.kind == .identifier else { throw error("expected \(what)") }
        return advance().text
    }

    func error(_ message: String, at loc: Loc? = nil) -> ScriptError {
        let at = loc ?? current.loc
        return ScriptError(line: at.line, column: at.column, message: message)
    }

    func unsupported(_ what: String, at loc: Loc? = nil) -> ScriptError {
        error("\(what) is not supported by the playground; see docs/objective-c.md", at: loc)
    }

    /// Skips a balanced `(...)`, `[...]`, `{...}` or `<...>` from its opening token.
    func skipBalanced() throws(ScriptError) {
        let open = current.text
        let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open]!
        let start = current.loc
        var depth = 0
        repeat {
            if current.isEnd { throw error("expected '\(close)'", at: start) }
            if current.isPunctuation(open) { depth += 1 } else if current.isPunctuation(close) { depth -= 1 }
            // `>>` closes two generic argument lists.
            if open == "<", current.isPunctuation(">>") { depth -= 2 }
            advance()
        } while depth > 0
    }

    /// Bounds the recursion of the parser and of what runs its output (issue 43: deep nesting answers 400).
    func nested<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= maxNesting else { throw nestingTooDeep() }
        return try body()
    }

    func nestingTooDeep() -> ScriptError {
        ScriptError(
            line: current.loc.line, column: current.loc.column, message: "nesting too deep of \(maxNesting) (maxNestingDepth)",
            limit: .maxNestingDepth)
    }

    /// The Swift name a selector the file declares goes by: UIKit's when it overrides one of
    /// UIKit's (the catalogue's, or the importer's rules when UIKit has that member), else its
    /// first piece whole (`addSubviewToContainer:` stays itself: split, it would take the name of
    /// UIKit's `addSubview`).
    func declaredName(_ pieces: [String], takesArguments: Bool, in className: String) -> ObjCNames.SwiftCall {
        let imported = ObjCNames.swiftCall(pieces, takesArguments: takesArguments)
        guard takesArguments, imported.member == nil, ObjCNames.importedNames[pieces.map { $0 + ":" }.joined()] == nil else { return imported }
        if let ancestor = uikitAncestor(className),
            UIKitCatalogue.knownMembers(named: imported.name, on: ancestor).contains(where: { $0.labels == imported.labels })
        {
            return imported
        }
        return ObjCNames.unsplit(pieces)
    }

    /// The Swift call a message's selector means: the file's own method's name, else UIKit's.
    func swiftCall(_ pieces: [String], takesArguments: Bool) -> ObjCNames.SwiftCall {
        let selector = takesArguments ? pieces.map { $0 + ":" }.joined() : pieces[0]
        return selectorNames[selector] ?? ObjCNames.swiftCall(pieces, takesArguments: takesArguments)
    }

    /// A class of the file and its superclasses of the file, most derived first.
    func fileChain(_ name: String) -> [ObjCClassInfo] {
        // Asked for most messages and properties: kept in the second pass, when the classes no
        // longer change (copying each class's tables out again cost 4 % of lowering a paste).
        if pass == .bodies, let known = fileChainAnswers[name] { return known }
        let chain = findFileChain(name)
        if pass == .bodies { fileChainAnswers[name] = chain }
        return chain
    }

    private func findFileChain(_ name: String) -> [ObjCClassInfo] {
        var chain: [ObjCClassInfo] = []
        var next: String? = name
        // A UIKit class the file only adds a category to is not of the file: the chain of a
        // subclass stops below it (a category on UIViewController hid every subclass's
        // overrides of UIKit's getters; found on real code by a helper).
        while let name = next, let info = classes[name], info.isDeclared || chain.isEmpty, chain.count < 32 {
            chain.append(info)
            next = info.superclass
        }
        return chain
    }

    /// The UIKit class a class of the file descends from (`UIViewController`), or nil; for a
    /// category on one of UIKit's classes, that class.
    func uikitAncestor(_ name: String) -> String? {
        guard let last = fileChain(name).last else { return name }
        if !last.isDeclared { return last.name }
        guard let top = last.superclass else { return nil }
        return classes[top]?.isDeclared == true ? nil : top
    }

    /// The type of a property of the file by its name, when every class that declares it agrees.
    func propertyType(_ name: String) -> CType? {
        let types = classes.values.compactMap { $0.properties[name]?.type }
        guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    func isClassName(_ name: String) -> Bool {
        classes[name] != nil || UIKitCatalogue.superclasses[name] != nil || UIKitCatalogue.knownClasses[name] != nil
            || ObjCNames.classRenames[name] != nil || Self.otherClasses.contains(name)
    }

    /// Classes of UIKit and Foundation messages are sent to that the catalogue does not list.
    static let otherClasses: Set<String> = [
        "NSObject", "UIColor", "UIScreen", "UIApplication", "UIDevice", "NSLayoutConstraint", "UIImage", "UIFont", "NSUserDefaults", "NSBundle",
        "UIStoryboard", "UITabBarItem", "UIBarButtonItem", "UINavigationItem", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UISwipeGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "NSIndexPath",
    ]

    /// A type name in a declaration: a C type, a typedef, an enumeration, a class.
    func isTypeName(_ name: String) -> Bool {
        if pass == .bodies, let known = typeNameAnswers[name] { return known }
        let answer = findTypeName(name)
        if pass == .bodies { typeNameAnswers[name] = answer }
        return answer
    }

    private func findTypeName(_ name: String) -> Bool {
        CType.integerNames.contains(name) || CType.floatingNames.contains(name) || CType.boolNames.contains(name)
            || CType.structureNames.contains(name) || typedefs[name] != nil || enums[name] != nil || isClassName(name)
            || Self.otherTypeNames.contains(name) || protocols.contains(name)
    }

    private static let otherTypeNames: Set<String> = ["void", "id", "instancetype", "Class", "SEL", "IBAction"]
}

extension Expr {
    /// The expression without the optional chain around it (a variable that may be nil).
    var unchained: Expr {
        switch self {
        case .optionalChain(let inner), .optionalStep(let inner): inner.unchained
        default: self
        }
    }
}

extension ObjCToken {
    var isEnd: Bool { kind == .end }
}
