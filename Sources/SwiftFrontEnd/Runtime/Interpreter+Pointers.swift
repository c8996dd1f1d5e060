import ContainmentEngine

/// C's out-parameters (`NSError **error`, `BOOL *stop`, `CGFloat *width`): `&variable` makes a
/// pointer, an object holding a getter and a setter of the variable (closures over it, made by
/// `ObjCParser.takeAddresses`), so `*p` reads and writes the variable itself. A pointer the
/// runtime makes (`enumerateObjectsUsingBlock:`'s stop flag) holds its value instead. A NULL
/// pointer is nil: testing it is C's test, following it is a crash, refused.
extension Interpreter {
    static let pointerClass = "objc.pointer"
    static let pointee = "objc.pointee"

    static let pointerGetter = "objc.get", pointerSetter = "objc.set"

    /// A new pointer to a variable of the runtime's own, holding `value`.
    func pointer(to value: Value) throws -> Value {
        try allocateObject()
        return .object(newObject(ObjectRecord(className: Self.pointerClass, role: .plain, properties: [Self.pointee: value])))
    }

    /// `objc.pointer(getter, setter)`: a pointer to a variable of the program.
    func pointer(_ arguments: [Value], _ loc: Loc) throws -> Value {
        guard arguments.count == 2 else { return try pointer(to: arguments.first ?? .null) }
        try allocateObject()
        let properties = [Self.pointerGetter: arguments[0], Self.pointerSetter: arguments[1]]
        return .object(newObject(ObjectRecord(className: Self.pointerClass, role: .plain, properties: properties)))
    }

    /// `*p` of a pointer to a variable of the program: the variable's value.
    func pointee(of record: ObjectRecord, _ loc: Loc) throws -> Value? {
        guard let getter = record.properties[Self.pointerGetter] else { return nil }
        return try callValue(getter, [], [], loc)
    }

    /// `*p = value`: the variable set (with its type's conversion). False for other objects.
    func setPointee(of record: ObjectRecord, to value: Value, _ loc: Loc) throws -> Bool {
        guard let setter = record.properties[Self.pointerSetter] else { return false }
        _ = try callValue(setter, [value], [nil], loc)
        return true
    }

    /// What the process does when a NULL pointer is followed.
    func nullDereference(_ loc: Loc) -> Error {
        error(
            "a NULL pointer followed with '*': the process would crash here (EXC_BAD_ACCESS); test the pointer first (`if (error) *error = ...`)", loc
        )
    }
}
