import ContainmentEngine
import UIKitCatalogue

/// A Swift call's argument values as the catalogue reads them, by the parameter they fill.
struct RuntimeArguments: UIKitArguments {
    let interpreter: Interpreter
    let values: [Int: Value]
    let loc: Loc

    private func value(_ slot: Int) throws -> Value {
        guard let value = values[slot] else { throw interpreter.error("missing argument", loc) }
        return value
    }

    func isGiven(_ slot: Int) -> Bool { values[slot] != nil }
    func controller(_ slot: Int) throws -> String { try interpreter.controllerName(try value(slot), loc) }
    func optionalController(_ slot: Int) throws -> String? {
        let value = try value(slot)
        return value.isNil ? nil : try interpreter.controllerName(value, loc)
    }
    func controllers(_ slot: Int) throws -> [String] {
        let value = try value(slot)
        if value.isNil { return [] }
        guard case .array(let items) = value else { throw interpreter.error("expected an array of view controllers", loc) }
        return try items.map { try interpreter.controllerName($0, loc) }
    }
    func view(_ slot: Int) throws -> ViewReference { .named(try interpreter.viewName(try value(slot), loc)) }
    func bool(_ slot: Int) throws -> Bool {
        guard case .bool(let value) = try value(slot) else { throw interpreter.error("expected a Bool", loc) }
        return value
    }
    func number(_ slot: Int) throws -> Double {
        guard let number = Interpreter.double(try value(slot)) else { throw interpreter.error("expected a number", loc) }
        return number
    }
    func duration(_ slot: Int) throws -> Double { try number(slot) }
    func string(_ slot: Int) throws -> String {
        guard case .string(let text) = try value(slot) else { throw interpreter.error("expected a String", loc) }
        return text
    }
    func enumCase(_ slot: Int) throws -> String {
        guard case .enumCase(_, let name, _) = try value(slot) else { throw interpreter.error("expected an enumeration case", loc) }
        return name
    }
    func traits(_ slot: Int) throws -> Traits? { Interpreter.traits(try value(slot)) }
    func code(_ slot: Int, passing: UIKitClosureArguments) throws -> [Statement]? {
        interpreter.code(values[slot], loc, passing: passing == .finished ? [.bool(true)] : [])
    }
}

extension Interpreter {
    /// How the catalogue resolves a call on a UIKit object: by name on its class, then by labels
    /// (a closure written last may be a trailing one, which the runtime's arguments do not mark).
    func catalogueResolution(_ name: String, _ arguments: [Value], _ labels: [String?], on className: String) -> UIKitMethodResolution {
        let resolution = UIKitCatalogue.resolveMethod(name, labels: labels, on: className)
        guard case .mismatch = resolution, labels.last == .some(nil), arguments.last?.isCallable == true else { return resolution }
        let trailing = UIKitCatalogue.resolveMethod(name, labels: Array(labels.dropLast()), trailingClosure: true, on: className)
        if case .method = trailing { return trailing }
        return resolution
    }

    /// Runs the catalogue's method for the call, if it has one; false when it has none.
    func catalogueCall(_ receiver: UIKitReceiver, className: String, _ name: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws
        -> Bool
    {
        guard case .method(let member, let slots) = catalogueResolution(name, arguments, labels, on: className),
            case .operation(let operation) = member.behaviour
        else { return false }
        var values: [Int: Value] = [:]
        for (value, slot) in zip(arguments, slots) { values[slot] = value }
        guard let action = try operation.action(on: receiver, RuntimeArguments(interpreter: self, values: values, loc: loc)) else { return true }
        if case .present(let presenter, let presented, let animated, _) = action {
            try prepareCustomPresentation(presenter: presenter, presented: presented, animated: animated, loc)
        }
        try act(action, loc)
        return true
    }

    /// swiftc's words for a call on a UIKit object whose labels fit none of the catalogue's
    /// signatures for that name (nil: the catalogue has no method of that name there).
    func catalogueMismatch(_ name: String, _ arguments: [Value], _ labels: [String?], on className: String) -> String? {
        guard case .mismatch(_, let mismatch) = catalogueResolution(name, arguments, labels, on: className) else { return nil }
        return mismatch.message
    }
}
