import ContainmentEngine

/// Values as `print` shows them, their type names, and `is`.
extension Interpreter {
    /// What `print`, string interpolation and `String(describing:)` show: a type's own
    /// `description` (or `debugDescription` when it has only that), else Swift's reflection:
    /// unqualified at the top, elements and fields as `debugPrint` shows them.
    func describe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .int(let int): return String(int)
        case .double(let double): return "\(double)"  // `String(-Double.nan)` is "nan"; print shows "-nan"
        case .bool(let bool): return String(bool)
        case .string(let text): return text
        case .array, .dictionary, .tuple, .closure: return debugDescribe(value)
        case .set(let items): return "[" + setElementsDescribed(items).joined(separator: ", ") + "]"
        case .slice(let items, _): return debugDescribe(.array(items))
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return "<deallocated>" }
            if let custom = customDescription(value, of: record.className, debug: false) { return custom }
            if let name = record.engineName { return "<\(record.className): \(name)>" }
            if isNSObjectClass(record.className) {
                // NSObject's description is `<main.Store: 0x600000c04000>`: an address the
                // playground cannot know, so the print is refused, never shown without it.
                if runtime.undescribable == nil {
                    runtime.undescribable =
                        "printing an instance of '\(record.className)' is not supported by the playground: NSObject's description shows its address, which is not known here; give the class a 'description'; \(Lowering.supportPage)"
                }
                return record.className
            }
            return runtime.heap.types[record.className] != nil ? moduleQualified(record.className) : record.className
        case .record(let type, let fields):
            if let custom = customDescription(value, of: type, debug: false) { return custom }
            if let range = partialRangeDescription(type, fields) { return range }
            noteGeneric(type)
            return "\(type)(" + fields.map { fieldDescription(type, $0) }.joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let payload):
            if let custom = customDescription(value, of: type, debug: false) { return custom }
            return name + payloadDescription(type, name, payload)
        case .function: return "(Function)"  // as Swift prints any function value
        case .type(let name):
            // `Box<Int>.self` is held as `Box`: Swift prints its type arguments.
            noteGeneric(name)
            return name
        case .anchor(let view, let attribute, _): return "<NSLayoutAnchor: \(view).\(attribute)Anchor>"
        case .guide(let view, let kind): return "<UILayoutGuide: \(view).\(kind)>"
        case .constraint: return "<NSLayoutConstraint>"
        case .inert(let what):
            // UIKit's own text for it (`UIExtendedSRGBColorSpace 1 0 0 1`, `<UIImage: 0x...>`) is
            // not the playground's to state: refused, never its name (issue 39).
            if runtime.undescribable == nil {
                runtime.undescribable = "\(what) is not modelled by the playground: its value is unknown here, so code that prints it cannot run"
            }
            return what
        }
    }

    /// What `debugPrint`, `String(reflecting:)` and a collection's elements show: strings quoted
    /// and escaped, the user's types qualified by the module (`main.Direction.up`).
    func debugDescribe(_ value: Value) -> String {
        switch value {
        case .string(let text): return Self.quoted(text)
        case .array(let items): return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case .set(let items): return "Set([" + setElementsDescribed(items).joined(separator: ", ") + "])"
        case .slice(let items, _): return "ArraySlice(" + debugDescribe(.array(items)) + ")"
        case .dictionary(let pairs):
            noteDictionaryOrder(pairs.count)
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { debugDescribe($0.key) + ": " + debugDescribe($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "(" + zip(items, labels).map { ($1.map { $0 + ": " } ?? "") + debugDescribe($0) }.joined(separator: ", ") + ")"
        case .closure: return "(Function)"
        case .record(let type, let fields) where Self.partialRangeTypes.contains(type) && runtime.heap.types[type] == nil:
            return partialRangeDescription(type, fields, debug: true) ?? describe(value)
        case .record(let type, let fields) where runtime.heap.types[type] != nil:
            if let custom = customDescription(value, of: type, debug: true) { return custom }
            noteGeneric(type)
            return moduleQualified(type) + "(" + fields.map { fieldDescription(type, $0) }.joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let payload) where runtime.heap.types[type] != nil:
            if let custom = customDescription(value, of: type, debug: true) { return custom }
            // `main.Box<Swift.Int>.one(1)`: a generic enum's case names its type arguments.
            noteGeneric(type)
            return moduleQualified(type) + ".\(name)" + payloadDescription(type, name, payload)
        case .object(let id):
            if let record = runtime.heap.objects[id], let custom = customDescription(value, of: record.className, debug: true) { return custom }
            return describe(value)
        case .type(let name) where runtime.heap.types[name] != nil:
            noteGeneric(name)
            return moduleQualified(name)
        case .type(let name) where ["Int", "Double", "String", "Bool", "Character"].contains(name): return "Swift.\(name)"
        default: return describe(value)
        }
    }

    /// A set's elements as its description lists them; with two or more, the print is refused
    /// (Swift's order changes from run to run).
    func setElementsDescribed(_ items: [Value], as element: StaticType? = nil) -> [String] {
        if items.count > 1, runtime.undescribable == nil { runtime.undescribable = Self.unorderedMessage("printing") }
        return items.map { debugDescribe($0, as: element) }
    }

    /// A declared type's name with its enclosing types (`Store.Status`).
    func qualifiedName(_ type: String) -> String { runtime.heap.types[type]?.qualifiedName ?? type }

    /// `main.Store.Status`, as the debug form names a type of the file. A type declared inside a
    /// function is named with its context's address there
    /// (`main.(unknown context at $563eb9754270).Local`), which changes from run to run: refused.
    func moduleQualified(_ type: String) -> String {
        if runtime.heap.localTypes.contains(type), runtime.undescribable == nil {
            runtime.undescribable =
                "printing '\(type)', a type declared inside a function, in its debug form (in a collection, debugPrint, a class's default description) is not supported by the playground: Swift names it with an address there; \(Lowering.supportPage)"
        }
        return "main." + qualifiedName(type)
    }

    /// `name: value`, the value described by the field's declared type (`tag: Optional("t")`).
    func fieldDescription(_ type: String, _ field: (name: String, value: Value)) -> String {
        let declared = runtime.heap.types[type] != nil ? property(field.name, for: type)?.0.type?.shape : nil
        return field.name + ": " + debugDescribe(field.value, as: declared)
    }

    /// `0..<4`, `1...3`: a range from the values the playground holds (an empty one has lost
    /// its bounds: refused).
    func rangeText(_ items: [Value], closed: Bool) -> String {
        guard case .int(let low)? = items.first, case .int(let high)? = items.last else {
            if runtime.undescribable == nil { runtime.undescribable = "printing an empty range is not supported by the playground yet" }
            return ""
        }
        return closed ? "\(low)...\(high)" : "\(low)..<\(high + 1)"
    }

    /// Describing a value of a generic type prints its type arguments (`Pair<Int, String>(...)`),
    /// which the playground does not know: noted, and the print refused (`refuseUndescribable`).
    func noteGeneric(_ type: String) {
        if runtime.heap.types[type]?.decl.isGeneric == true, runtime.undescribable == nil {
            runtime.undescribable =
                "printing a value of the generic type '\(type)' is not supported by the playground yet (its type arguments are not known here)"
        }
    }

    /// What `print`, interpolation and `String(describing:)` show, or a 400 where the text would
    /// need what the playground does not know.
    func refuseUndescribable<T>(_ loc: Loc, _ body: () throws -> T) throws -> T {
        runtime.undescribable = nil
        runtime.describeFailure = nil
        let result = try body()
        if let failure = runtime.describeFailure {
            runtime.describeFailure = nil
            throw failure
        }
        if let message = runtime.undescribable {
            runtime.undescribable = nil
            throw error(message, loc)
        }
        return result
    }

    /// `(label: value, value)`: an enum case's associated values with the case's labels.
    func payloadDescription(_ type: String, _ name: String, _ payload: [Value]) -> String {
        guard !payload.isEmpty else { return "" }
        let params = runtime.heap.types[type]?.decl.cases.first { $0.name == name }?.associated ?? []
        let items = payload.enumerated().map { index, item in
            let label = index < params.count ? params[index].label.flatMap { $0 == "_" ? nil : $0 } : nil
            return (label.map { $0 + ": " } ?? "") + debugDescribe(item, as: index < params.count ? params[index].type?.shape : nil)
        }
        // `case t((Int, Int))`: a single unlabelled tuple is the payload itself, `t(3, 4)`.
        if payload.count == 1, case .tuple = payload[0], items[0].first == "(" { return items[0] }
        return "(" + items.joined(separator: ", ") + ")"
    }

    /// The type's own text: `description` (CustomStringConvertible) or `debugDescription`
    /// (CustomDebugStringConvertible), each preferred where Swift prefers it.
    func customDescription(_ value: Value, of type: String, debug: Bool) -> String? {
        guard runtime.heap.types[type] != nil else { return nil }
        // NSObject adopts both; a subclass's override (Swift's `override var description`,
        // Objective-C's `- (NSString *)description`) is what prints. NSObject's own
        // `debugDescription` is its `description`.
        let isObject = isNSObjectClass(type)
        let plain = isObject ? declaresMember("description", in: type) : conforms(type, to: "CustomStringConvertible")
        let debugging = isObject ? declaresMember("debugDescription", in: type) : conforms(type, to: "CustomDebugStringConvertible")
        let order = debug ? [(debugging, "debugDescription"), (plain, "description")] : [(plain, "description"), (debugging, "debugDescription")]
        for (adopted, property) in order where adopted {
            do {
                var text = try member(property, of: value, statementLoc)
                if case .function = text { text = try callValue(text, [], [], statementLoc) }  // an Objective-C method
                if case .string(let text) = text { return text }
            } catch {
                // A trap or an error in the user's description: raised where the text is used.
                if runtime.describeFailure == nil { runtime.describeFailure = error }
                return ""
            }
        }
        return nil
    }

    /// `describe` with the value's static type where the type pass knew it: an optional shows
    /// as `Optional(...)`, at any depth of arrays, dictionaries and tuples.
    func describe(_ value: Value, as type: StaticType?) -> String {
        guard let type, type.describesByType else { return describe(value) }
        switch (type, value) {
        case (.optional, _), (.array, .array), (.dictionary, .dictionary), (.tuple, .tuple): return debugDescribe(value, as: type)
        case (.set(let element), .set(let items)): return "[" + setElementsDescribed(items, as: element).joined(separator: ", ") + "]"
        case (.range(let closed), .array(let items)): return rangeText(items, closed: closed)
        default: return describe(value)
        }
    }

    func debugDescribe(_ value: Value, as type: StaticType?) -> String {
        guard let type, type.describesByType else { return debugDescribe(value) }
        switch (type, value) {
        case (.range(let closed), .array(let items)): return (closed ? "ClosedRange(" : "Range(") + rangeText(items, closed: closed) + ")"
        case (.optional, .null): return "nil"
        case (.optional(let wrapped), _): return "Optional(" + debugDescribe(value, as: wrapped) + ")"
        case (.array(let element), .array(let items)):
            return "[" + items.map { debugDescribe($0, as: element) }.joined(separator: ", ") + "]"
        case (.set(let element), .set(let items)): return "Set([" + setElementsDescribed(items, as: element).joined(separator: ", ") + "])"
        case (.dictionary(let key, let valueType), .dictionary(let pairs)):
            noteDictionaryOrder(pairs.count)
            return pairs.isEmpty
                ? "[:]"
                : "[" + pairs.map { debugDescribe($0.key, as: key) + ": " + debugDescribe($0.value, as: valueType) }.joined(separator: ", ") + "]"
        case (.tuple(let types, _), .tuple(let items, let labels)) where types.count == items.count:
            return "(" + zip(zip(items, labels), types).map { ($0.1.map { $0 + ": " } ?? "") + debugDescribe($0.0, as: $1) }.joined(separator: ", ")
                + ")"
        default: return debugDescribe(value)
        }
    }

    /// A string as Swift's `debugDescription` writes it: computed by it (escapes padded to an
    /// even number of digits, `\u{07}`; a scalar that would join the opening quote escaped,
    /// `"\u{0301}"`; a written-out version of those rules missed both, session 35's hunt).
    static func quoted(_ text: String) -> String { text.debugDescription }

    /// The one type a collection's elements all have, or nil (none, or of several types).
    func elementTypeName(_ items: [Value]) -> String? {
        guard let first = items.first else { return nil }
        let name = typeName(of: first)
        return items.dropFirst().allSatisfy({ typeName(of: $0) == name }) && !name.isEmpty ? name : nil
    }

    func typeName(of value: Value) -> String {
        switch value {
        case .void: "()"
        case .null: "Optional<Any>"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        // Collections and tuples by what they hold, as swiftc writes the type in its messages
        // (`[Int]`, `[String : Int]`); where the elements do not tell, the kind alone.
        case .array(let items): elementTypeName(items).map { "[\($0)]" } ?? "Array"
        case .set(let items): elementTypeName(items).map { "Set<\($0)>" } ?? "Set"
        case .slice(let items, _): elementTypeName(items).map { "ArraySlice<\($0)>" } ?? "ArraySlice"
        case .dictionary(let pairs):
            if let key = elementTypeName(pairs.map(\.key)), let value = elementTypeName(pairs.map(\.value)) {
                "[\(key) : \(value)]"
            } else {
                "Dictionary"
            }
        case .tuple(let items, let labels):
            "(" + zip(items, labels).map { ($1.map { $0 + ": " } ?? "") + typeName(of: $0) }.joined(separator: ", ") + ")"
        case .object(let id): runtime.heap.objects[id]?.className ?? "AnyObject"
        case .record(let type, _):
            type == Self.lazyType
                ? "LazySequence" : type == Self.enumeratedType ? "EnumeratedSequence" : type == Self.sequenceChainType ? "Sequence" : type
        case .enumCase(let type, _, _): type.isEmpty ? "enum" : type
        case .closure, .function: "Function"
        case .type(let name): name + ".Type"
        case .anchor: "NSLayoutAnchor"
        case .guide: "UILayoutGuide"
        case .constraint: "NSLayoutConstraint"
        case .inert(let what): what
        }
    }

    /// `value is T`, `as? T`: a collection type checks its elements, as Swift's casts of
    /// collections do (`[1, 2] as Any is [String]` is false; an empty one casts to any).
    func isInstance(_ value: Value, of type: TypeIR) -> Bool {
        switch type.shape {
        case .array, .dictionary, .set, .tuple: isInstance(value, of: type.shape)
        default: isInstance(value, of: type.name)
        }
    }

    private func isInstance(_ value: Value, of shape: StaticType) -> Bool {
        switch (shape, value) {
        case (.array(let element), .array(let items)): items.allSatisfy { isInstance($0, of: element) }
        case (.set(let element), .set(let items)): items.allSatisfy { isInstance($0, of: element) }
        case (.dictionary(let key, let element), .dictionary(let entries)):
            entries.allSatisfy { isInstance($0.key, of: key) && isInstance($0.value, of: element) }
        // `t is (Int, String)`: each element of its type (it answered false for every tuple).
        case (.tuple(let types, _), .tuple(let items, _)): types.count == items.count && zip(items, types).allSatisfy { isInstance($0, of: $1) }
        case (.array, _), (.set, _), (.dictionary, _), (.tuple, _): false
        case (.optional(let wrapped), _): value.isNil || isInstance(value, of: wrapped)
        case (.int, _): isInstance(value, of: "Int")
        case (.bool, _): isInstance(value, of: "Bool")
        case (.string, _): isInstance(value, of: "String")
        case (.floating(let name), _), (.named(let name), _): isInstance(value, of: name)
        // What the type pass cannot name (a tuple, a closure): whatever the value is.
        default: !value.isNil
        }
    }

    /// `value is T` by the type's name: classes by their chain (and protocols they adopt), Swift's
    /// basic types, every part of a composition.
    func isInstance(_ value: Value, of type: String) -> Bool {
        if type == "Any" || type == "AnyObject" { return !value.isNil }
        // `Named & Priced`: every part of the composition.
        if type.contains("&") {
            return type.split(separator: "&").allSatisfy { isInstance(value, of: $0.trimmingCharacters(in: .whitespaces)) }
        }
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
        case .set: return type.hasPrefix("Set")
        case .slice: return type.hasPrefix("ArraySlice")
        case .dictionary, .tuple: return false
        default: return typeName(of: value) == type
        }
    }
}

extension Interpreter {
    /// A class of the program's that derives from NSObject, directly or through UIKit.
    func isNSObjectClass(_ className: String) -> Bool {
        runtime.heap.types[className]?.decl.kind == .classType && chain(of: className).last == "NSObject"
    }

    /// Whether the class or a superclass of the program's declares a property or method `name`.
    func declaresMember(_ name: String, in className: String) -> Bool {
        chain(of: className).contains { type in
            guard let decl = runtime.heap.types[type]?.decl else { return false }
            return decl.properties.contains { $0.name == name } || decl.methods.contains { $0.name == name && $0.params.isEmpty }
        }
    }
}
