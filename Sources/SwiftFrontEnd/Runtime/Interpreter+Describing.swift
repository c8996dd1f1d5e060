import ContainmentEngine

/// Values as `print` shows them, their type names, and `is`.
extension Interpreter {
    /// What `print` and string interpolation show.
    func describe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .bool(let bool): return String(bool)
        case .string(let text): return text
        case .array(let items): return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { debugDescribe($0.key) + ": " + debugDescribe($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "(" + zip(items, labels).map { ($1.map { $0 + ": " } ?? "") + debugDescribe($0) }.joined(separator: ", ") + ")"
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return "<deallocated>" }
            if let name = record.engineName { return "<\(record.className): \(name)>" }
            return "\(record.className)"
        case .record(let type, let fields):
            return "\(type)(" + fields.map { "\($0.name): \(describe($0.value))" }.joined(separator: ", ") + ")"
        case .enumCase(_, let name, let payload):
            return payload.isEmpty ? name : name + "(" + payload.map(debugDescribe).joined(separator: ", ") + ")"
        case .closure: return "(Function)"
        case .function(let ref): return ref.name
        case .type(let name): return name
        case .anchor(let view, let attribute, _): return "<NSLayoutAnchor: \(view).\(attribute)Anchor>"
        case .guide(let view, let kind): return "<UILayoutGuide: \(view).\(kind)>"
        case .constraint: return "<NSLayoutConstraint>"
        case .inert(let what): return what
        }
    }

    func debugDescribe(_ value: Value) -> String {
        if case .string(let text) = value { return "\"" + text + "\"" }
        return describe(value)
    }

    func typeName(of value: Value) -> String {
        switch value {
        case .void: "()"
        case .null: "Optional<Any>"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array: "Array<Any>"
        case .dictionary: "Dictionary<AnyHashable, Any>"
        case .tuple: "Tuple"
        case .object(let id): runtime.heap.objects[id]?.className ?? "AnyObject"
        case .record(let type, _): type
        case .enumCase(let type, _, _): type.isEmpty ? "enum" : type
        case .closure, .function: "Function"
        case .type(let name): name + ".Type"
        case .anchor: "NSLayoutAnchor"
        case .guide: "UILayoutGuide"
        case .constraint: "NSLayoutConstraint"
        case .inert(let what): what
        }
    }

    /// `value is T`: classes by their chain (and protocols they adopt), Swift's basic types.
    func isInstance(_ value: Value, of type: String) -> Bool {
        if type == "Any" || type == "AnyObject" { return !value.isNil }
        switch value {
        case .null: return false
        case .int: return type == "Int"
        case .double: return UIKit.isFloatingPoint(type)
        case .bool: return type == "Bool"
        case .string: return type == "String"
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return false }
            return conforms(record.className, to: type)
        case .record(let name, _), .enumCase(let name, _, _): return name == type || conforms(name, to: type)
        case .array: return type.hasPrefix("[") || type.hasPrefix("Array")
        default: return typeName(of: value) == type
        }
    }
}
