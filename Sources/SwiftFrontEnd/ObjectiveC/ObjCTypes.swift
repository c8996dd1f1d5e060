/// A C or Objective-C type, as far as running it needs: what an assignment converts a number
/// to (C converts `int` to `CGFloat` and truncates the other way; Swift infers instead), what
/// arithmetic on it gives (C's usual arithmetic conversions: `unsigned` wraps, `float` rounds),
/// and the zero an ivar starts with (Objective-C zeroes every instance variable).
enum CType: Sendable, Equatable {
    /// `UIViewController *`, `id`, `instancetype`, `Class`: nil until set.
    case object(String?)
    case integer(IntegerKind)
    /// `double`, `CGFloat` (64-bit), `NSTimeInterval`.
    case floating
    /// `float`: single precision (held as a Double rounded to it).
    case float
    case bool
    /// `CGRect`, `CGSize`, `CGPoint`, `UIEdgeInsets`: zero until set.
    case structure(String)
    /// A block (`void (^)(BOOL)`).
    case block
    case void
    /// A type the playground knows nothing of (a typedef of a struct, a C array).
    case other(String)
    /// A pointer to a variable of the type (`BOOL *stop`, `NSError **error`, `CGFloat *out`):
    /// an out-parameter, given `&variable` (`Interpreter+Pointers`).
    indirect case pointer(CType)

    static let int = CType.integer(.int32)
    static let long = CType.integer(.int64)

    /// An integer type's width and sign (LP64, as iOS and clang on this machine).
    struct IntegerKind: Sendable, Equatable {
        var bits: Int
        var signed: Bool

        static let int8 = IntegerKind(bits: 8, signed: true), uint8 = IntegerKind(bits: 8, signed: false)
        static let int16 = IntegerKind(bits: 16, signed: true), uint16 = IntegerKind(bits: 16, signed: false)
        static let int32 = IntegerKind(bits: 32, signed: true), uint32 = IntegerKind(bits: 32, signed: false)
        static let int64 = IntegerKind(bits: 64, signed: true), uint64 = IntegerKind(bits: 64, signed: false)

        /// The runtime's conversion to it (`objc.(uint32)` wraps as C does; `objc.(int)` is 64-bit).
        var conversion: String { bits == 64 && signed ? "objc.(int)" : "objc.(\(signed ? "" : "u")int\(bits))" }
    }

    /// `unsigned long long`, `short int`, `char`: C's integer and floating words, combined.
    static func arithmetic(_ words: [String]) -> CType {
        if words.contains("double") { return .floating }
        if words.contains("float") { return .float }
        let signed = !words.contains("unsigned")
        if words.contains("char") { return .integer(signed ? .int8 : .uint8) }
        if words.contains("short") { return .integer(signed ? .int16 : .uint16) }
        if words.contains("long") { return .integer(signed ? .int64 : .uint64) }
        return .integer(signed ? .int32 : .uint32)
    }

    /// C's words that combine into one arithmetic type.
    static let arithmeticWords: Set<String> = ["unsigned", "signed", "char", "short", "int", "long", "float", "double"]

    /// Typedefs of integers by name (Foundation's and <stdint.h>'s).
    static let integerTypedefs: [String: IntegerKind] = [
        "NSInteger": .int64, "NSUInteger": .uint64, "int8_t": .int8, "int16_t": .int16, "int32_t": .int32, "int64_t": .int64,
        "uint8_t": .uint8, "uint16_t": .uint16, "uint32_t": .uint32, "uint64_t": .uint64, "size_t": .uint64, "ssize_t": .int64,
        "UInt": .uint64, "dispatch_once_t": .int64, "unichar": .uint16, "intptr_t": .int64, "uintptr_t": .uint64, "UInt8": .uint8,
        "UInt16": .uint16, "UInt32": .uint32, "SInt32": .int32, "NSTimeIntervalSince1970": .int64,
    ]

    static let integerNames: Set<String> = Set(integerTypedefs.keys).union(["int", "long", "short", "char", "unsigned", "signed"])
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
    static func named(_ name: String, pointer: Bool, enums: [String: IntegerKind]) -> CType {
        // One lookup in a table of the known names (six set lookups cost 3 % of lowering a paste).
        guard let known = knownNames[name] ?? enums[name].map(Known.integer) else { return pointer ? .object(name) : .other(name) }
        switch known {
        case .objectLike: return .object(nil)
        case .void: return pointer ? .object(nil) : .void
        // `int *`, `CGRect *`: a pointer to one (a `char *` is a C string, not modelled).
        case _ where pointer: return name == "char" ? .other(name + " *") : .pointer(named(name, pointer: false, enums: enums))
        case .arithmeticWord: return arithmetic([name])
        case .integer(let kind): return .integer(kind)
        case .float32: return .float
        case .floating: return .floating
        case .bool: return .bool
        case .structure: return .structure(name)
        }
    }

    /// What a known base name is, for `named`.
    private enum Known {
        case arithmeticWord, integer(IntegerKind), float32, floating, bool, structure, void, objectLike
    }

    private static let knownNames: [String: Known] = {
        var table: [String: Known] = [:]
        for name in structureNames { table[name] = .structure }
        for name in boolNames { table[name] = .bool }
        for name in floatingNames { table[name] = .floating }
        table["Float32"] = .float32
        for (name, kind) in integerTypedefs { table[name] = .integer(kind) }
        for name in arithmeticWords { table[name] = .arithmeticWord }
        table["void"] = .void
        for name in ["id", "instancetype", "Class", "SEL"] { table[name] = .objectLike }
        return table
    }()

    /// The conversion arithmetic in this type needs (nil: `long` and `double`, the runtime's own).
    var narrowing: String? {
        switch self {
        case .integer(let kind): kind == .int64 ? nil : kind.conversion
        case .float: "objc.(float)"
        default: nil
        }
    }

    /// The type a conversion of the lowering gives (`objc.(uint32)`: `unsigned int`).
    static func converting(_ op: String) -> CType? {
        switch op {
        case "objc.(int)": .long
        case "objc.(double)": .floating
        case "objc.(float)": .float
        case "objc.(BOOL)": .bool
        case "objc.(int8)": .integer(.int8)
        case "objc.(uint8)": .integer(.uint8)
        case "objc.(int16)": .integer(.int16)
        case "objc.(uint16)": .integer(.uint16)
        case "objc.(int32)": .integer(.int32)
        case "objc.(uint32)": .integer(.uint32)
        case "objc.(uint64)": .integer(.uint64)
        case "objc.(CGRect)", "objc.(CGSize)", "objc.(CGPoint)", "objc.(UIEdgeInsets)": .structure(String(op.dropFirst(6).dropLast()))
        default: nil
        }
    }

    /// What the playground converts a value to on its way into a variable of this type.
    var conversion: String? {
        switch self {
        case .integer(let kind): kind.conversion
        case .floating: "objc.(double)"
        case .float: "objc.(float)"
        case .bool: "objc.(BOOL)"
        // A structure a message to nil gave is all zeros (`CGRect f = [nilController view].frame`).
        case .structure(let name) where ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets"].contains(name): "objc.(\(name))"
        default: nil
        }
    }

    /// The zero a variable of the type starts with (C's static and instance storage).
    var zero: Expr? {
        switch self {
        case .object, .block, .pointer: .nilLiteral
        case .integer: .int(0)
        case .floating, .float: .double(0)
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
