import ContainmentEngine

/// Foundation's mutable collections (`NSMutableArray`, `NSMutableDictionary`, `NSMutableSet`)
/// are objects: two variables holding one see each other's changes. The runtime's collections
/// are values (Swift's), so a mutable collection Objective-C code makes is a box: an object whose
/// one property, `objc.items`, is the collection's value (issue 43). A message that reads goes to
/// the value (`objc.items(x)`), one that changes it changes the box's value (the member
/// `objc.items.<selector>` of the box), so every holder sees the change; `copy`, UIKit's
/// parameters and `%@` take the value, as Foundation's `copy` and UIKit's copying setters do.
extension Interpreter {
    /// The property holding a box's collection.
    static let boxItems = "objc.items"

    /// Whether a member name is the collection of a box (`objc.items.addObject:` when the
    /// selector that changes it is known).
    static func isBoxItems(_ name: String) -> Bool { name.hasPrefix(boxItems) }

    /// The collection a box holds, or the value itself (an NSArray made by a literal is a value).
    func unboxed(_ value: Value) -> Value {
        guard case .object(let id) = value, let items = runtime.heap.objects[id]?.properties[Self.boxItems] else { return value }
        return items
    }

    /// Arguments on their way to UIKit: a box's collection (UIKit's array properties copy).
    func unboxed(_ values: [Value]) -> [Value] {
        guard runtime.heap.hasCollectionBoxes else { return values }
        return values.map(unboxed)
    }

    /// A new mutable collection holding `items`.
    func box(_ items: Value, _ loc: Loc) throws -> Value {
        let className =
            switch items {
            case .dictionary: "NSMutableDictionary"
            case .set: "NSMutableSet"
            case .string: "NSMutableString"
            default: "NSMutableArray"
            }
        try allocateObject()
        runtime.heap.hasCollectionBoxes = true
        return .object(newObject(ObjectRecord(className: className, role: .plain, properties: [Self.boxItems: items])))
    }

    /// The Objective-C front end's collection functions: `objc.box` (a new mutable collection),
    /// `objc.items` (what a message that reads sees), `objc.copy` and `objc.mutableCopy`.
    func foundationCollectionFunction(_ name: String, _ arguments: [Value], _ loc: Loc) throws -> Value? {
        guard let argument = arguments.first else { return nil }
        switch name {
        case "objc.box": return try box(argument, loc)
        case "objc.items": return unboxed(argument)
        case "objc.copy": return unboxed(argument)
        case "objc.mutableCopy":
            let items = unboxed(argument)
            switch items {
            case .array, .dictionary, .set, .string: return try box(items, loc)  // an NSMutableString too
            default: return items
            }
        default: return nil
        }
    }

    /// A member of a box: its collection (`objc.items...`), or the collection's member
    /// (`list.count`, `list.firstObject`).
    func boxMember(_ name: String, items: Value, _ loc: Loc) throws -> Value {
        Self.isBoxItems(name) ? items : try member(name, of: items, loc)
    }

    /// A change sent to a collection that is not a box: an immutable NSArray or NSDictionary
    /// (a literal, a `copy`, UIKit's array). Foundation raises; the class it names is its
    /// private one (`__NSArrayI`, `__NSArray0`...), which depends on how it was made.
    func immutableCollectionChanged(_ name: String, of value: Value, _ loc: Loc) -> Error {
        var selector = name.dropFirst(Self.boxItems.count + 1)
        let className: String
        switch value {
        case .dictionary:
            className = "NSDictionary"
            if selector == "setObject:atIndexedSubscript:" { selector = "setObject:forKeyedSubscript:" }
        case .array, .slice: className = "NSArray"
        case .set: className = "NSSet"
        default:
            return error("'\(selector)' sent to a value of type '\(typeName(of: value))', which is not a mutable collection", loc)
        }
        if selector.isEmpty { return error("changing an immutable \(className)", loc) }
        return UIKitException(
            name: "NSInvalidArgumentException",
            reason: "-[\(className) \(selector)]: unrecognized selector sent to instance 0x...")
    }

    /// `for (id x in list)` over a mutable collection: Foundation raises when the collection
    /// changes while the loop walks it (checked before each element after the first).
    func fastEnumeration(of id: Int, _ loc: Loc, _ turn: (Value) throws -> Flow?) throws -> Flow {
        let items = runtime.heap.objects[id]?.properties[Self.boxItems] ?? .array([])
        let elements = try self.elements(of: items, loc)
        for (index, element) in elements.enumerated() {
            if let end = try turn(element) { return end }
            guard let now = runtime.heap.objects[id]?.properties[Self.boxItems], !Self.sameStorage(now, items) else { continue }
            guard index < elements.count - 1 else {
                // After the last element Foundation asks the collection for more: a change that
                // adds raises, one that removes ends the loop. Which, the playground does not judge.
                throw error("a collection changed during the last turn of a for-in loop over it (Foundation raises or not by the change)", loc)
            }
            let className = runtime.heap.objects[id]?.className == "NSMutableDictionary" ? "__NSDictionaryM" : "__NSArrayM"
            throw UIKitException(name: "NSGenericException", reason: "*** Collection <\(className): 0x...> was mutated while being enumerated.")
        }
        return .normal
    }

    /// Whether two collection values share their storage: a change since makes a new one (the
    /// loop's copy holds the old storage, so the box's change cannot happen in place).
    private static func sameStorage(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)), (.set(let x), .set(let y)):
            return x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress && p.count == q.count } }
        case (.dictionary(let x), .dictionary(let y)):
            return x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress && p.count == q.count } }
        default: return false
        }
    }
}
