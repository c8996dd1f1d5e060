import ContainmentEngine
import UIKitCatalogue

/// A flat call's arguments as the catalogue reads them: each parameter's written argument (or the
/// trailing closure), bound as the flat language binds values (literals and declared names).
struct BinderArguments: UIKitArguments {
    let binder: Binder
    let args: [Argument]
    /// The parameter each written argument fills (the trailing closure's last): searched, not
    /// indexed, as a call has one to six (building an index cost more than binding the call).
    let slots: [Int]
    let trailing: Closure?
    let call: Located

    private var trailingSlot: Int? { trailing == nil ? nil : slots.last }

    private func written(_ slot: Int) -> Located? {
        guard let index = slots.firstIndex(of: slot), index < args.count else { return nil }
        return args[index].value
    }

    private func argument(_ slot: Int) throws(ScriptError) -> Located {
        guard let located = written(slot) else { throw call.position.error("'\(Binder.render(call))' needs a value here, not a closure") }
        return located
    }

    func isGiven(_ slot: Int) -> Bool { written(slot) != nil || trailingSlot == slot }
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
        guard let located = written(slot) else { return nil }
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
        _ receiver: UIKitReceiver, methods: [String: [UIKitMember]], _ method: String, _ args: [Argument], _ trailing: Closure?,
        at located: Located
    ) throws(ScriptError) -> Action? {
        // Most calls write every argument with the signature's labels: matched here without
        // building the labels array or the general resolution (the flat mutation benchmark).
        if trailing == nil, let candidates = methods[method],
            let member = candidates.first(where: { member in
                member.parameters.count == args.count && zip(member.parameters, args).allSatisfy { $0.label == $1.label }
            })
        {
            return try perform(member, slots: member.everySlot, on: receiver, args, trailing, at: located)
        }
        switch UIKitCatalogue.resolveMethod(method, labels: args.map(\.label), trailingClosure: trailing != nil, in: methods) {
        case .notModelled:
            return nil
        case .mismatch(_, let mismatch):
            // swiftc points at the argument too many; the others at the call.
            if case .extraArgument(_, let index) = mismatch, args.indices.contains(index) { throw args[index].value.position.error(mismatch.message) }
            throw located.position.error(mismatch.message)
        case .method(let member, let slots):
            return try perform(member, slots: slots, on: receiver, args, trailing, at: located)
        }
    }

    private func perform(
        _ member: UIKitMember, slots: [Int], on receiver: UIKitReceiver, _ args: [Argument], _ trailing: Closure?, at located: Located
    ) throws(ScriptError) -> Action? {
        guard case .operation(let operation) = member.behaviour else { return nil }
        let arguments = BinderArguments(binder: self, args: args, slots: slots, trailing: trailing, call: located)
        let built: Action?
        do {
            built = try operation.action(on: receiver, arguments)
        } catch let error as ScriptError {
            throw error
        } catch {
            throw located.position.error("\(error)")
        }
        if let action = built { return action }
        throw located.position.error("only setValue(_:forKey: \"parentViewController\") is simulated")
    }
}
