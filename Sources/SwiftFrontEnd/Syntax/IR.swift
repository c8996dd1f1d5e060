/// The Swift front end's own representation of a file, lowered once from swift-syntax's tree:
/// what the interpreter runs. Every node that can fail or log carries its place in the source.

struct Loc: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// A call or subscript argument: `label: value`.
struct Arg: Sendable {
    var label: String?
    var value: Expr

    var isTyped: Bool {
        if case .typed = value { return true }
        return false
    }

    var isInout: Bool {
        if case .inoutArgument = value { return true }
        return false
    }

    /// `.medium`, `.init(...)`, `.make(...)`: an argument whose type comes from its parameter.
    var isImplicitMember: Bool { value.isImplicitMember }
}

indirect enum Expr: Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case nilLiteral
    /// `"a \(b) c"`: literal pieces and expressions, in order.
    case interpolation([InterpolationPart])
    case name(String, Loc)
    /// `.onscreen`, `.main`: resolved against the expected type, or by name.
    case implicitMember(String, Loc)
    case member(Expr, String, Loc)
    /// A call; `labels` are the arguments' labels, kept once here (every call matches on them).
    case call(Expr, [Arg], labels: [String?], Loc)
    case subscriptAccess(Expr, [Arg], Loc)
    case closure(ClosureIR)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([Arg])
    case binary(String, Expr, Expr, Loc)
    case prefix(String, Expr, Loc)
    case ternary(Expr, Expr, Expr)
    case forceUnwrap(Expr, Loc)
    /// `a?` inside an optional chain: breaks the chain when nil.
    case optionalStep(Expr)
    /// The outermost expression of an optional chain: nil when a step broke it.
    case optionalChain(Expr)
    case cast(Expr, CastKind, TypeIR, Loc)
    case assignment(Expr, String?, Expr, Loc)
    case selfRef(Loc)
    case superRef(Loc)
    case discard
    /// `#selector(method)`, `#function`, `#file`, `#line`: evaluated when lowered where possible.
    case selector(Expr)
    case typeRef(TypeIR)
    case tryExpr(Expr, TryKind, Loc)
    /// An expression whose value is described by its static type (`print(x)` with `x: Int?`
    /// prints `Optional(3)`): placed by the type pass around what `print` and interpolation show.
    case typed(Expr, StaticType)
    /// `&value`: an argument for an `inout` parameter, written back after the call.
    case inoutArgument(Expr, Loc)
    /// `value.method` where the method is a protocol extension's and not a requirement, called
    /// through the protocol (or a generic constrained to it, or `self` in the extension): Swift
    /// dispatches it statically, to the extension's implementation (placed by the type pass).
    case extensionMethod(Expr, protocolName: String, name: String, Loc)
}

extension Expr {
    /// `.medium`, `.init(...)`, `.make(...)`: its type comes from its context.
    var isImplicitMember: Bool {
        switch self {
        case .implicitMember, .call(.implicitMember, _, _, _): true
        default: false
        }
    }

    /// Where the expression is, when it or a part of it carries a place.
    var loc: Loc? {
        switch self {
        case .name(_, let loc), .implicitMember(_, let loc), .member(_, _, let loc), .call(_, _, _, let loc), .subscriptAccess(_, _, let loc),
            .binary(_, _, _, let loc), .prefix(_, _, let loc), .forceUnwrap(_, let loc), .cast(_, _, _, let loc), .assignment(_, _, _, let loc),
            .selfRef(let loc), .superRef(let loc), .tryExpr(_, _, let loc), .inoutArgument(_, let loc), .extensionMethod(_, _, _, let loc):
            loc
        case .optionalStep(let inner), .optionalChain(let inner), .typed(let inner, _), .selector(let inner): inner.loc
        case .ternary(let condition, _, _): condition.loc
        case .array(let items): items.lazy.compactMap(\.loc).first
        case .tuple(let items): items.lazy.compactMap(\.value.loc).first
        default: nil
        }
    }
}

enum InterpolationPart: Sendable {
    case text(String)
    case value(Expr)
}

enum CastKind: Sendable { case conditional, forced, check, plain }

/// `try`, `try?` (an error becomes nil) and `try!` (an error traps).
enum TryKind: Sendable { case plain, optional, forced }

/// `catch pattern where condition { body }`; no patterns: `catch { }`, which binds `error`.
struct CatchClause: Sendable {
    var patterns: [(Pattern, Expr?)]
    var body: [Stmt]
    var loc: Loc
}

/// A type as written, reduced to what the interpreter needs: its name, and whether it is optional.
struct TypeIR: Sendable {
    var name: String
    var isOptional = false
    var isArray = false
    var genericArguments: [TypeIR] = []
    /// The whole type as written (`[Int?]` is an array of optionals, `[Int]?` an optional array,
    /// which the flags above cannot tell apart): what the type pass reads.
    var shape: StaticType = .unknown
    /// The type as written where it names a generic parameter, which `shape` erases (`[T]` is
    /// `.array(.parameter("T"))`): a call's arguments take their literals' type from what the
    /// parameter is bound to (`Bag<Double>().add(3)` adds `3.0`). nil elsewhere.
    var generic: StaticType?
    /// A tuple type's element labels (`(x: Double, y: Double)`): a tuple given where one is
    /// expected takes them, as Swift converts `(1.0, 2.0)` to it.
    var tupleLabels: [String?]?

    /// `T.Type` as a generic type is written, in `generic`.
    static func metatype(of parameter: String) -> StaticType { .specialized(".Type", [.parameter(parameter)]) }
}

struct Param: Sendable {
    var label: String?
    var name: String
    var type: TypeIR?
    var defaultValue: Expr?
    /// `inout`: the caller's variable takes the parameter's last value when the call returns.
    var isInout = false
    /// `Int...`: the arguments from here (the first with the label, the rest without) as an array.
    var isVariadic = false
}

struct ClosureIR: Sendable {
    var params: [String]
    var body: [Stmt]
    var loc: Loc
    /// `[value, count = total]`: names bound when the closure is made, to their values then (a
    /// capture list captures by value; the rest of a closure's captures are shared). `[weak self]`
    /// and `[unowned x]` hold their object without keeping it alive.
    var captures: [(name: String, value: Expr, ownership: Ownership)] = []
    /// The names its body (nested closures included) refers to: what it captures of the scopes
    /// around it, and so what it keeps alive (`Interpreter+Lifetimes`). `self` when it says so.
    var referencedNames: Set<String> = []
    /// `lazy var summary: S = { let controller = S(); ...; return controller }()`: the local
    /// whose object the closure returns, and the property that object is named after (issue 40:
    /// names follow the user's bindings, not the closure's local).
    var resultNamedBy: BindingAlias? {
        get { details?.resultNamedBy }
        set { details = ClosureDetails(resultNamedBy: newValue, signature: signature) }
    }
    /// `{ (x: Double) -> CGFloat in ... }`: what its signature declares (the context of its
    /// literals, `TypePass`); nil where it declares nothing.
    var signature: ClosureSignature? {
        get { details?.signature }
        set { details = ClosureDetails(resultNamedBy: resultNamedBy, signature: newValue) }
    }
    /// Both, in one box: a closure's IR is inside every `Value` that holds a closure, and a
    /// Value's size is in every frame of the interpreter (`aValueStaysSmall`).
    var details: ClosureDetails? = nil
}

/// What few closures have: a result named after a property, a signature's types.
final class ClosureDetails: Sendable {
    let resultNamedBy: BindingAlias?
    let signature: ClosureSignature?
    init(resultNamedBy: BindingAlias?, signature: ClosureSignature?) { (self.resultNamedBy, self.signature) = (resultNamedBy, signature) }
}

/// The types a closure's signature declares.
final class ClosureSignature: Sendable {
    let result: TypeIR?
    let parameters: [TypeIR?]
    init(result: TypeIR?, parameters: [TypeIR?]) { (self.result, self.parameters) = (result, parameters) }
}

/// A local that names its object after another binding (`ClosureIR.resultNamedBy`).
final class BindingAlias: Sendable {
    let local: String
    let name: String
    init(local: String, name: String) { (self.local, self.name) = (local, name) }
}

/// How a reference holds its object: `weak` and `unowned` do not keep it alive; a `weak` one
/// reads nil once ARC has released it, an `unowned` one traps.
enum Ownership: Sendable {
    case strong, weak, unowned
}

struct FuncIR: Sendable {
    var name: String
    var params: [Param]
    var body: [Stmt]
    var isStatic = false
    var isOverride = false
    var isMutating = false
    /// A protocol's requirement: declared without a body, it has no implementation to run.
    var isRequirement = false
    /// `-> T`; an initialiser's is nil.
    var returnType: TypeIR?
    /// `init?`: it may give nil.
    var isFailable = false
    /// An initialiser whose body calls `super.init` / `self.init` (a delegating one sets no
    /// defaults of its own; one that calls neither gets Swift's implicit `super.init()`).
    var callsSuperInit = false
    var delegatesToSelfInit = false
    /// A generic function's own parameters (`func wrap<T>`), bound at each call by its arguments
    /// and what its result is given to.
    var genericParameters: [String] = []
    /// Those of them its body uses as values (`T.defaultValue`, `T(x)`): each call passes the
    /// types they stand for, which the type pass works out where it is written.
    var typeParameters: [String] = []
    /// A function's `-> T` (its own T) where T is not used as a value: a call passes T when the type
    /// pass can tell it, and the result is then of that type (`-> T { 0 }` gives 0.0 for a Double).
    var resultTypeParameter: String?
    var loc: Loc

    /// `name(label:label:)`, Swift's full name, for matching calls and overrides.
    var fullName: String { name + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

struct Pattern: Sendable {
    indirect enum Kind: Sendable {
        case wildcard
        case binding(String)
        case expression(Expr)
        /// `.case(let a, let b)` or `Type.case(...)`.
        case enumCase(String, [Pattern])
        case tuple([Pattern])
        case cast(TypeIR, Pattern?)
        case optional(Pattern)
    }
    var kind: Kind
    var loc: Loc
    /// `case Band.teen:` written as `Type.name`: an enum's case, or a static value of the type
    /// matched as an expression (`static let teen = 13...19`); which one is known when it runs.
    var staticMember: Expr? = nil
}

/// `if let a = b, case .x = y, c > 0`
indirect enum Condition: Sendable {
    case expression(Expr)
    case optionalBinding(String, Expr?, Loc)
    case pattern(Pattern, Expr)
}

struct SwitchCase: Sendable {
    var patterns: [(Pattern, Expr?)]
    var isDefault: Bool
    var body: [Stmt]
}

indirect enum Stmt: Sendable {
    case expression(Expr, Loc)
    case binding(names: [String], pattern: Pattern?, value: Expr?, isVar: Bool, type: TypeIR?, Loc)
    case ifStmt([Condition], [Stmt], [Stmt]?, Loc)
    case guardStmt([Condition], [Stmt], Loc)
    case switchStmt(Expr, [SwitchCase], Loc)
    case forIn(Pattern, Expr, Expr?, [Stmt], label: String?, Loc)
    case whileStmt([Condition], [Stmt], label: String?, Loc)
    case repeatWhile([Stmt], Expr, label: String?, Loc)
    case returnStmt(Expr?, Loc)
    case breakStmt(String?, Loc)
    case continueStmt(String?, Loc)
    case deferStmt([Stmt])
    case doStmt([Stmt], catches: [CatchClause], Loc)
    case throwStmt(Expr, Loc)
    case declaration(DeclIR)
    /// Several statements in the enclosing scope (`let a = 1, b = 2`).
    case sequence([Stmt])
    /// `weak var x = ...` / `unowned let y = ...` in a body: after its binding, marks the
    /// variables as not keeping their objects alive.
    case referenceOwnership([String], Ownership)
}

struct PropertyIR: Sendable {
    var name: String
    var type: TypeIR?
    var initializer: Expr?
    var isLazy = false
    var isStatic = false
    var isLet = false
    var isOutlet = false
    var isOverride = false
    /// `weak var delegate`: holds its object without keeping it alive (`Interpreter+Lifetimes`).
    var isWeak = false
    /// `unowned let owner`: does not keep its object alive either; read once released, Swift traps.
    var isUnowned = false
    var getter: [Stmt]?
    var setter: (name: String, body: [Stmt])?
    var willSet: (name: String, body: [Stmt])?
    var didSet: (name: String, body: [Stmt])?
    /// Whether `didSet` names its old value: when it does not, Swift never reads it, and the old
    /// value is released as the new one is stored, before `didSet` runs.
    var didSetReadsOldValue = true
    var loc: Loc
}

struct EnumCaseIR: Sendable {
    var name: String
    var rawValue: Expr?
    var associated: [Param]
}

/// A class, struct, enum, protocol or extension: its members, merged by name into the type when
/// the file runs.
struct TypeDeclIR: Sendable {
    enum Kind: Sendable { case classType, structType, enumType, protocolType, extensionOf }
    var kind: Kind
    var name: String
    var inherited: [String]
    var properties: [PropertyIR] = []
    var methods: [FuncIR] = []
    var initializers: [FuncIR] = []
    var cases: [EnumCaseIR] = []
    var nested: [TypeDeclIR] = []
    var loc: Loc
    /// Its generic parameters (`struct Pair<A, B>`: A, B), or a protocol's associated types: the
    /// playground erases them, so what Swift prints of the type's name (`Pair<Int, String>`) is
    /// not known here.
    var genericParameters: [String] = []
    var isGeneric: Bool { !genericParameters.isEmpty }
    /// `@objc(Name)`: the name the Objective-C runtime, and so UIKit's messages and the log's
    /// hierarchy, give instances of the class.
    var runtimeName: String?
    /// `typealias CardStyle = HasCornerRadius & HasShadow`: a protocol whose `inherited` are the
    /// composition's parts; a value is one when it is each of them.
    var isComposition = false
    /// `deinit { ... }`: run when ARC releases an instance (`Interpreter+Lifetimes`).
    var deinitializer: FuncIR?
    /// One of the standard library's types the playground runs from Swift source
    /// (`StandardPrelude`): a session that has it already keeps the one it has.
    var isPrelude = false
}

enum DeclIR: Sendable {
    case type(TypeDeclIR)
    case function(FuncIR)
}

/// A whole file: its declarations and its top-level statements, in order.
struct FileIR: Sendable {
    var statements: [Stmt]
    /// Whether it says `weak`, `unowned` or `deinit`: then the session tracks what ARC would
    /// release (`SwiftRuntime.tracksLifetimes`); other programs pay nothing for it.
    var tracksLifetimes = false
    /// Whether it imports Foundation (or UIKit, which brings it): Objective-C files always do.
    var importsFoundation = false
    /// Names the file binds more than once, by assignment at least once (`current = next`): such
    /// a name points at different objects in turn, so none of them is named after it.
    var reboundNames: Set<String> = []
    /// Whether it names `Result`: the standard library's `Result` then joins its declarations
    /// (`StandardPrelude`), unless it declares its own.
    var mentionsResult = false
    /// Its type aliases (`typealias Amount = Double`, `typealias Version = (major: Int, minor:
    /// Int)`): the type pass types literals by what they stand for, and a value returned or bound
    /// as one converts as Swift converts it (`Interpreter.coerce`).
    var typeAliases: [String: TypeIR] = [:]
    /// What sessions that declare exactly this file's types derive from them (`SwiftProgram.run`).
    let derived = SharedDerivedTypes()

    /// Whether it declares a type or a function at its top level.
    var declares: Bool { !typeAliases.isEmpty || statements.contains { if case .declaration = $0 { true } else { false } } }
}
