import ContainmentEngine
import UIKitCatalogue

/// A flat call's arguments as the catalogue reads them: each parameter's written argument (or the
/// trailing closure), bound as the flat language binds values (literals and declared names).
struct BinderArguments: UIKitArguments {
    let binder: Binder
    /// The argument written for each parameter of the member, by slot.
    let written: [Int: Located]
    let trailing: Closure?
    let trailingSlot: Int?
    let call: Located

    init(_ binder: Binder, _ args: [Argument], _ trailing: Closure?, slots: [Int], call: Located) {
        self.binder = binder
        var written: [Int: Located] = [:]
        for (argument, slot) in zip(args, slots) { written[slot] = argument.value }
        self.written = written
        self.trailing = trailing
        self.trailingSlot = trailing == nil ? nil : slots.last
        self.call = call
    }

    private func argument(_ slot: Int) throws(ScriptError) -> Located {
        guard let located = written[slot] else { throw call.position.error("'\(Binder.render(call))' needs a value here, not a closure") }
        return located
    }

    func isGiven(_ slot: Int) -> Bool { written[slot] != nil || trailingSlot == slot }
    func controller(_ slot: Int) throws(ScriptError) -> String { try binder.controller(try argument(slot)) }
    func optionalController(_ slot: Int) throws(ScriptError) -> String? { try binder.optionalController(try argument(slot)) }
    func controllers(_ slot: Int) throws(ScriptError) -> [String] { try binder.controllerList(try argument(slot)) }
    func view(_ slot: Int) throws(ScriptError) -> ViewReference { try binder.view(try argument(slot)) }
    func bool(_ slot: Int) throws(ScriptError) -> Bool { try binder.boolean(try argument(slot)) }
    func number(_ slot: Int) throws(ScriptError) -> Double { try binder.number(try argument(slot)) }
    func duration(_ slot: Int) throws(ScriptError) -> Double { try binder.duration(try argument(slot)) }
    func string(_ slot: Int) throws(ScriptError) -> String { try binder.string(try argument(slot)) }
    func enumCase(_ slot: Int) throws(ScriptError) -> String { try binder.member(try argument(slot)) }
    func traits(_ slot: Int) throws(ScriptError) -> Traits? { try binder.traits(try argument(slot)) }

    func code(_ slot: Int, passing: UIKitClosureArguments) throws(ScriptError) -> [Statement]? {
        if trailingSlot == slot { return try binder.closureBody(trailing) }
        guard let located = written[slot] else { return nil }
        if case .nilLiteral = located.expression { return nil }
        guard let closure = binder.closure(located) else {
            throw located.position.error("expected a closure { ... } or nil, found '\(Binder.render(located))'")
        }
        return try binder.closureBody(closure)
    }
}

extension Binder {
    /// A call on a controller or a view, resolved through the UIKit catalogue: the method on the
    /// receiver's class by name and labels, then the engine action it performs. Nil when the
    /// catalogue has no such method (the caller says what is supported).
    func catalogueCall(
        _ receiver: UIKitReceiver, className: String, _ method: String, _ args: [Argument], _ trailing: Closure?, at located: Located
    ) throws(ScriptError) -> Action? {
        switch UIKitCatalogue.resolveMethod(method, labels: args.map(\.label), trailingClosure: trailing != nil, on: className) {
        case .notModelled:
            return nil
        case .mismatch(_, let mismatch):
            // swiftc points at the argument too many; the others at the call.
            if case .extraArgument(_, let index) = mismatch, args.indices.contains(index) { throw args[index].value.position.error(mismatch.message) }
            throw located.position.error(mismatch.message)
        case .method(let member, let slots):
            guard case .operation(let operation) = member.behaviour else { return nil }
            let arguments = BinderArguments(self, args, trailing, slots: slots, call: located)
            if let action = try operation.action(on: receiver, arguments) { return action }
            throw located.position.error("only setValue(_:forKey: \"parentViewController\") is simulated")
        }
    }
}
