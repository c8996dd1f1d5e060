/// A type in UIKit's signatures, as far as the catalogue needs one: to print a member's Swift
/// type, to give a real member the playground does not model its declared default, and to say
/// what an argument must be.
package indirect enum UIKitType: Sendable, Hashable {
    case void, bool, int, cgFloat, timeInterval, string
    case rect, size, point, edgeInsets
    /// A class: `UIViewController`, `UIView`, `UIColor`, `UITraitCollection`...
    case object(String)
    /// An enumeration, by its Swift name (`UIModalPresentationStyle`).
    case enumeration(String)
    /// An option set (`UIView.AnimationOptions`): its default is `[]`.
    case options(String)
    case optional(UIKitType)
    /// `UIView!`, which Swift reads as an optional it unwraps for you.
    case implicitlyUnwrapped(UIKitType)
    case array(UIKitType)
    /// A block: a completion or animations closure, with its parameters.
    case closure([UIKitType])
    /// `Any?` and other types the catalogue does not look into.
    case other(String)

    /// The type an optional or implicitly unwrapped one holds; the type itself otherwise.
    package var unwrapped: UIKitType {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped.unwrapped
        default: self
        }
    }

    package static let controller = UIKitType.object("UIViewController")
    package static let view = UIKitType.object("UIView")

    /// The type as Swift spells it.
    package var swift: String {
        switch self {
        case .void: "Void"
        case .bool: "Bool"
        case .int: "Int"
        case .cgFloat: "CGFloat"
        case .timeInterval: "TimeInterval"
        case .string: "String"
        case .rect: "CGRect"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .edgeInsets: "UIEdgeInsets"
        case .object(let name), .enumeration(let name), .options(let name), .other(let name): name
        case .optional(.closure(let parameters)): "(\(Self.closureSpelling(parameters)))?"
        case .optional(let wrapped): "\(wrapped.swift)?"
        case .implicitlyUnwrapped(let wrapped): "\(wrapped.swift)!"
        case .array(let element): "[\(element.swift)]"
        case .closure(let parameters): Self.closureSpelling(parameters)
        }
    }

    private static func closureSpelling(_ parameters: [UIKitType]) -> String {
        "(\(parameters.map(\.swift).joined(separator: ", "))) -> Void"
    }

    /// Whether a closure can be passed for it (what a trailing closure may fill).
    package var takesClosure: Bool {
        switch self {
        case .closure: true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped.takesClosure
        default: false
        }
    }

    /// What a property of this type holds when nothing set it, as UIKit declares it: `false`,
    /// `0`, `nil`, `[]`, a zero rect. Nil for types with no such value (an object, an
    /// enumeration: their members say their own default).
    package var zeroValue: UIKitValue? {
        switch self {
        case .bool: .bool(false)
        case .int: .int(0)
        case .cgFloat, .timeInterval: .double(0)
        case .string: .string("")
        case .rect, .size, .point, .edgeInsets: .zero(self)
        case .options: .emptyOptions
        case .optional: .nilValue
        case .array: .emptyArray
        // `UIView!` is how Swift imports a null_resettable property: never nil when read, and
        // what it reads (a default colour, a loaded view) is not the type's to say.
        case .implicitlyUnwrapped, .void, .object, .enumeration, .closure, .other: nil
        }
    }
}

/// A value the catalogue states: a property's default, as UIKit documents it.
package enum UIKitValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case nilValue
    case emptyArray
    case emptyOptions
    /// `.zero` of a geometry type.
    case zero(UIKitType)
    /// A case of the member's enumeration (`.coverVertical`).
    case enumCase(String)

    /// As Swift's `print` shows it.
    package var printed: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value
        case .nilValue: "nil"
        case .emptyArray, .emptyOptions: "[]"
        case .zero(.rect): "(0.0, 0.0, 0.0, 0.0)"
        case .zero(.size), .zero(.point): "(0.0, 0.0)"
        case .zero: "UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)"
        case .enumCase(let name): name
        }
    }
}
