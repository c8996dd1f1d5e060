/// A type as the playground knows it before anything runs (issue 37's type pass): what Swift's
/// type checker says of a declaration or an expression, where the playground can tell, and
/// `.unknown` where it cannot yet (then the interpreter decides by the value, as before).
indirect enum StaticType: Sendable, Equatable {
    case int
    /// Double, CGFloat, Float, TimeInterval: by their name.
    case floating(String)
    case bool
    case string
    case character
    case optional(StaticType)
    case array(StaticType)
    case dictionary(StaticType, StaticType)
    case set(StaticType)
    /// Its elements, and their labels where the type names them (`(x: Double, y: Double)`).
    case tuple([StaticType], labels: [String?]? = nil)
    /// `a..<b` (`closed: false`) or `a...b` over integers: the playground holds its values.
    case range(closed: Bool)
    /// A declared type (class, struct, enum, protocol) or one of UIKit's.
    case named(String)
    /// One of the file's generic types with its arguments (`Bag<Double>`): its members' generic
    /// parameters are those arguments.
    case specialized(String, [StaticType])
    /// A generic parameter as written (`T`), only in `TypeIR.generic`: erased everywhere else.
    case parameter(String)
    case function
    /// A closure's type as declared (`(Double) -> String`): its literals' context.
    case closure([StaticType], StaticType)
    case void
    case unknown

    /// The standard library type's name an extension of it is declared under (`extension Int`).
    var standardName: String? {
        switch self {
        case .int: "Int"
        case .floating(let name): name
        case .bool: "Bool"
        case .string: "String"
        case .character: "Character"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .set: "Set"
        default: nil
        }
    }

    /// The type as the interpreter's contexts name it (`Double` for a literal to become one).
    var typeIR: TypeIR {
        var result: TypeIR
        switch self {
        case .int: result = TypeIR(name: "Int")
        case .floating(let name): result = TypeIR(name: name)
        case .bool: result = TypeIR(name: "Bool")
        case .string: result = TypeIR(name: "String")
        case .named(let name): result = TypeIR(name: name)
        case .optional(let wrapped):
            result = wrapped.typeIR
            result.isOptional = true
        case .array(let element):
            result = element.typeIR
            result.isArray = true
        default: result = TypeIR(name: "")
        }
        result.shape = self
        return result
    }

    /// The declared type's name, specialised or not (`Bag` of `Bag<Double>`).
    var declaredName: String? {
        switch self {
        case .named(let name), .specialized(let name, _): name
        default: nil
        }
    }

    /// What an optional wraps; anything else is itself.
    var unwrapped: StaticType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether printing a value of this type needs the type (an optional somewhere in it: the
    /// value alone does not say `Optional(...)`).
    var describesByType: Bool {
        switch self {
        case .optional, .range: true
        case .array(let element), .set(let element): element.describesByType
        case .dictionary(let key, let value): key.describesByType || value.describesByType
        case .tuple(let items, _): items.contains { $0.describesByType }
        default: false
        }
    }

    /// An optional of an optional (`'Int??'`) or a dictionary of optionals in the type, named.
    var layeredOptional: String? {
        switch self {
        case .optional(.optional): return "an optional of an optional"
        case .dictionary(_, .optional): return "a dictionary whose values are optional"
        case .optional(let inner), .array(let inner), .set(let inner): return inner.layeredOptional
        case .dictionary(let key, let value): return key.layeredOptional ?? value.layeredOptional
        case .tuple(let items, _): return items.lazy.compactMap(\.layeredOptional).first
        default: return nil
        }
    }

    /// A type by its name as written (`Int`, `CGFloat`, `Array<String>`, `Optional<Int>`).
    static func named(_ name: String, arguments: [StaticType]) -> StaticType {
        switch (name, arguments.count) {
        case ("Int", 0): .int
        case ("Double", 0), ("CGFloat", 0), ("Float", 0), ("TimeInterval", 0): .floating(name)
        case ("Bool", 0): .bool
        case ("String", 0): .string
        case ("Character", 0): .character
        case ("Void", 0): .void
        case ("Optional", 1): .optional(arguments[0])
        case ("Array", 1): .array(arguments[0])
        case ("Set", 1): .set(arguments[0])
        case ("Dictionary", 2): .dictionary(arguments[0], arguments[1])
        // Ranges of integers, whose values the playground holds (a `ClosedRange<Double>` it does not).
        case ("Range", 1) where arguments[0] == .int: .range(closed: false)
        case ("ClosedRange", 1) where arguments[0] == .int: .range(closed: true)
        case (_, 0) where name.first?.isUppercase == true: .named(name)
        default: .unknown
        }
    }
}
