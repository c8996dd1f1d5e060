/// A C or Objective-C type, as far as running it needs: what an assignment converts a number
/// to (C converts `int` to `CGFloat` and truncates the other way; Swift infers instead), and the
/// zero an ivar starts with (Objective-C zeroes every instance variable).
enum CType: Sendable, Equatable {
    /// `UIViewController *`, `id`, `instancetype`, `Class`: nil until set.
    case object(String?)
    case integer
    case floating
    case bool
    /// `CGRect`, `CGSize`, `CGPoint`, `UIEdgeInsets`: zero until set.
    case structure(String)
    /// A block (`void (^)(BOOL)`).
    case block
    case void
    /// A type the playground knows nothing of (a typedef of a struct, a C array).
    case other(String)

    static let integerNames: Set<String> = [
        "int", "long", "short", "char", "unsigned", "signed", "NSInteger", "NSUInteger", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t", "size_t", "ssize_t", "NSTimeIntervalSince1970", "UInt", "dispatch_once_t", "unichar",
    ]
    static let floatingNames: Set<String> = ["float", "double", "CGFloat", "NSTimeInterval", "CFTimeInterval", "Float64", "Float32"]
    static let boolNames: Set<String> = ["BOOL", "bool", "_Bool", "Boolean"]
    static let structureNames: Set<String> = ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSRange", "CGAffineTransform"]
    /// Words a declaration may start with that are not its type.
    static let qualifiers: Set<String> = [
        "const", "static", "extern", "inline", "volatile", "register", "__block", "__weak", "__strong", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "nonnull", "nullable", "_Nonnull", "_Nullable", "__nonnull", "__nullable", "_Null_unspecified",
        "struct", "enum", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "NS_INLINE", "__attribute__", "IBOutlet", "IBAction", "__auto_type",
        "oneway", "in", "out", "inout", "bycopy", "byref",
    ]

    /// The type a base name stands for; `pointer`: written with a `*` after it.
    static func named(_ name: String, pointer: Bool, enumNames: Set<String>) -> CType {
        if integerNames.contains(name) || enumNames.contains(name) { return pointer ? .other(name + " *") : .integer }
        if floatingNames.contains(name) { return pointer ? .other(name + " *") : .floating }
        if boolNames.contains(name) { return pointer ? .other(name + " *") : .bool }
        if structureNames.contains(name) { return pointer ? .other(name + " *") : .structure(name) }
        if name == "void" { return pointer ? .object(nil) : .void }
        if name == "id" || name == "instancetype" || name == "Class" || name == "SEL" { return .object(nil) }
        return pointer ? .object(name) : .other(name)
    }

    /// What the playground converts a value to on its way into a variable of this type.
    var conversion: String? {
        switch self {
        case .integer: "objc.(int)"
        case .floating: "objc.(double)"
        case .bool: "objc.(BOOL)"
        default: nil
        }
    }

    /// The zero a variable of the type starts with (C's static and instance storage).
    var zero: Expr? {
        switch self {
        case .object, .block: .nilLiteral
        case .integer: .int(0)
        case .floating: .double(0)
        case .bool: .bool(false)
        case .structure(let name):
            switch name {
            case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets": .member(.name(name, Loc(line: 0, column: 0)), "zero", Loc(line: 0, column: 0))
            default: nil
            }
        case .void, .other: nil
        }
    }
}
