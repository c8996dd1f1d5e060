import ContainmentEngine

/// A value of the interpreted program. Objects (view controllers, views, instances of the
/// user's classes) live in the heap and are referred to by id, so the heap, a value, can be
/// rolled back with the session. Not `indirect` as a whole: boxing every Int and Bool cost an
/// allocation per value (only a function, whose receiver is a value, needs a box).
enum Value: Sendable {
    case void
    case null
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// A `Set`: unique elements in the order first inserted (Interpreter+Sets.swift).
    case set([Value])
    /// An `ArraySlice`: elements with the indices they had, from `start` (Interpreter+Slices.swift).
    case slice([Value], start: Int)
    case dictionary([(key: Value, value: Value)])
    case tuple([Value], labels: [String?])
    case object(Int)
    /// A struct value: CGRect, CGSize, CGPoint, UIEdgeInsets, or one of the user's structs.
    case record(type: String, fields: [(name: String, value: Value)])
    case enumCase(type: String, name: String, payload: [Value])
    case closure(ClosureValue)
    /// A method with its receiver (`self.embed`), or a function by name.
    indirect case function(FunctionRef)
    case type(String)
    /// A layout anchor of a view: `view.topAnchor`, `view.safeAreaLayoutGuide.topAnchor`.
    case anchor(view: String, attribute: LayoutConstraint.Attribute, guide: String?)
    /// A layout guide of a view: `view.safeAreaLayoutGuide`.
    case guide(view: String, kind: String)
    /// Boxed: a constraint is the largest payload (views, attributes, constant, multiplier), and
    /// every value is as large as the largest; unboxed, it made every interpreter frame larger,
    /// and endless recursion overflowed the stack before reaching `maxCallbackDepth`.
    indirect case constraint(ConstraintSpec)
    /// Something UIKit or Foundation has that the playground does not model: it does nothing.
    case inert(String)

    var isNil: Bool { if case .null = self { true } else { false } }
    var isArray: Bool { if case .array = self { true } else { false } }
    /// A sequence `zip` pairs in order: an array, a slice, a string's characters, a set (whose
    /// order is refused where it would show).
    var isZippable: Bool {
        switch self {
        case .array, .slice, .string, .set: true
        default: false
        }
    }
    /// An array's or a slice's elements and the index of the first.
    var sliceable: (items: [Value], start: Int)? {
        switch self {
        case .array(let items): (items, 0)
        case .slice(let items, let start): (items, start)
        default: nil
        }
    }
    var isTrue: Bool { if case .bool(true) = self { true } else { false } }
    var isFalse: Bool { if case .bool(false) = self { true } else { false } }
    var isInert: Bool { if case .inert = self { true } else { false } }
    /// A struct's or an enum's value: a method that changes it changes a copy, stored back.
    var isValueType: Bool {
        switch self {
        case .record, .enumCase: true
        default: false
        }
    }

    /// Whether it may hold an object (what the lifetimes' walks follow).
    var mayHoldObjects: Bool {
        switch self {
        case .object, .array, .set, .slice, .dictionary, .tuple, .record, .enumCase, .closure, .function: true
        default: false
        }
    }

    var isCallable: Bool {
        switch self {
        case .closure, .function: true
        default: false
        }
    }

    static func record(_ type: String, _ fields: [(String, Value)]) -> Value {
        .record(type: type, fields: fields.map { (name: $0.0, value: $0.1) })
    }

    func field(_ name: String) -> Value? {
        guard case .record(_, let fields) = self else { return nil }
        return fields.first { $0.name == name }?.value
    }

    /// The values this one holds (elements, keys and values, fields, payload, a bound method's
    /// receiver), and the scope a closure captured: what a walk of the heap goes on with. An
    /// object's properties are its record's, not the value's.
    func forEachPart(_ part: (Value) -> Void, captured: (Scope) -> Void) {
        switch self {
        case .array(let items), .set(let items), .slice(let items, _), .tuple(let items, _), .enumCase(_, _, let items):
            for item in items { part(item) }
        case .dictionary(let pairs):
            for pair in pairs {
                part(pair.key)
                part(pair.value)
            }
        case .record(_, let fields): for field in fields { part(field.value) }
        case .closure(let closure): if let scope = closure.scope { captured(scope) }
        case .function(let ref): if let receiver = ref.receiver { part(receiver) }
        default: break
        }
    }
}

struct FunctionRef: Sendable, Codable {
    var receiver: Value?
    /// The type whose implementation to start from (`super` starts above the method's class).
    var type: String?
    var name: String
    var isSuper = false
    /// Call `type`'s own implementation, whatever the receiver's class overrides (a protocol
    /// extension's method that is not a requirement).
    var isStatic: Bool? = nil
}

/// A closure and what it captured: the scope it was written in (by reference, as Swift does).
struct ClosureValue: Sendable {
    var ir: ClosureIR
    private var strongScope: Scope?
    private var weakScope: WeakScope?

    init(ir: ClosureIR, scope: Scope) {
        self.ir = ir
        self.strongScope = scope
    }

    /// A local function, stored in the scope it captures: held weakly, or the two would keep
    /// each other alive for ever (a leak found by fuzz/run-swift.sh). It is called within its
    /// scope's life.
    init(localFunction ir: ClosureIR, scope: Scope) {
        self.ir = ir
        self.weakScope = WeakScope(scope)
    }

    var scope: Scope? { strongScope ?? weakScope?.scope }

    /// A local function leaving the scope it captures (returned from it): the same function
    /// holding that scope, which no longer holds it back. nil for any other closure.
    var escaping: ClosureValue? {
        guard strongScope == nil, let scope = weakScope?.scope else { return nil }
        return ClosureValue(ir: ir, scope: scope)
    }
}

final class WeakScope: @unchecked Sendable {
    weak var scope: Scope?
    init(_ scope: Scope) { self.scope = scope }
}

/// A scope of local variables. A reference, so closures share the variables they capture.
final class Scope: @unchecked Sendable {
    var variables = ScopeVariables()
    let parent: Scope?
    /// Registered with the runtime as captured by a closure (`SwiftRuntime.noteCapture`).
    var isCaptured = false
    /// The method's receiver, and where to continue for `super`.
    let context: MethodContext?
    /// The variables declared `weak` or `unowned` here (`weak var x`, `[weak self]`).
    var ownership: [String: Ownership] = [:]
    /// A closure's body whose result is named after a property (`ClosureIR.resultNamedBy`).
    var bindingAlias: BindingAlias?

    init(parent: Scope?, context: MethodContext?) {
        self.parent = parent
        self.context = context ?? parent?.context
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            // Most block scopes hold nothing: no hashing of the name for them.
            if !current.variables.isEmpty, let value = current.variables[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// How the variable `name` holds its object: `.strong` unless the scope that has it says otherwise.
    func ownership(of name: String) -> Ownership {
        var scope: Scope? = self
        while let current = scope {
            if !current.variables.isEmpty, current.variables[name] != nil { return current.ownership[name] ?? .strong }
            scope = current.parent
        }
        return .strong
    }

    /// Assigns an existing variable; false if there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if !current.variables.isEmpty, current.variables[name] != nil {
                current.variables[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}

/// Where a method runs: its receiver, the class that declares it (for `super`), and, in a UIKit
/// callback, UIKit's own implementation as the end of the `super` chain.
final class MethodContext: @unchecked Sendable {
    let receiver: Value
    let type: String
    let method: String
    var uikitSuper: (() throws -> Void)?
    var calledSuper = false

    init(receiver: Value, type: String, method: String, uikitSuper: (() throws -> Void)?) {
        self.receiver = receiver
        self.type = type
        self.method = method
        self.uikitSuper = uikitSuper
    }
}

extension String {
    /// Whether the name starts with a capital (a type's name, by Swift's convention). ASCII is
    /// answered from the first byte: Character.isUppercase looks up Unicode properties, and every
    /// name the interpreter resolves asks this.
    var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
        return first?.isUppercase == true
    }
}
