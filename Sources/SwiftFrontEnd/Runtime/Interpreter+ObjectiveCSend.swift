import ContainmentEngine
import UIKitCatalogue

/// Objective-C's dynamic dispatch: a message the lowering could not resolve (`objc.send`),
/// sent to the receiver's class when it runs, and `respondsToSelector:`.
extension Interpreter {
    /// `objc.send(receiver, selector, arguments...)`: a message the lowering could not resolve
    /// (its class was declared by an earlier input), resolved on the receiver's class now: its
    /// method, else the property a getter or a `set...:` names. A message to nil gives nil.
    func objectiveCSend(_ values: [Value], _ loc: Loc) throws -> Value {
        guard values.count >= 2, case .string(let selector) = values[1] else { throw error("objc.send needs a receiver and a selector", loc) }
        // A mutable collection answers what its collection answers (`[list allKeys]`).
        let receiver = unboxed(values[0]), arguments = Array(values.dropFirst(2))
        if receiver.isNil { return .null }
        let takesArguments = selector.hasSuffix(":")
        let pieces = takesArguments ? selector.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init) : [selector]
        // The file's own methods keep their first piece whole (`ObjCParser.declaredName`); UIKit's
        // go by the importer's names.
        var call = ObjCNames.swiftCall(pieces, takesArguments: takesArguments)
        if takesArguments, case .object(let id) = receiver, let record = runtime.heap.objects[id] {
            let unsplit = ObjCNames.unsplit(pieces)
            if index(of: record.className).methods(pieces[0]) != nil {
                call = unsplit
            } else if hasUIKitClass(record) {
                // UIKit's name today, whichever form it takes (`bringSubviewToFront(_:)`, not Swift 4's split).
                let known = UIKitCatalogue.knownMembers(named: unsplit.name, on: uikitClass(of: record.className))
                if known.contains(where: { $0.labels == unsplit.labels }) { call = unsplit }
            }
        }
        if case .object(let id) = receiver, let record = runtime.heap.objects[id], index(of: record.className).methods(call.name) == nil {
            let className = record.className
            if !takesArguments, declaresProperty(ObjCNames.propertyName(selector), className) {
                return try member(ObjCNames.propertyName(selector), of: receiver, loc)
            }
            // A getter of UIKit's (every property is a message in Objective-C): read as the dot
            // form reads it, unless UIKit has a method of that name.
            if !takesArguments, hasUIKitClass(record),
                !UIKitCatalogue.knownMembers(named: call.name, on: uikitClass(of: className)).contains(where: { !$0.isProperty }),
                ObjCNames.catalogueBySelector[selector] == nil
            {
                return try member(ObjCNames.propertyName(selector), of: receiver, loc)
            }
            if takesArguments, pieces.count == 1, selector.hasPrefix("set"), selector.count > 4 {
                let objcName = ObjCNames.lowerCamel(String(selector.dropFirst(3).dropLast()))
                let name = declaresProperty(objcName, className) ? objcName : ObjCNames.propertyName(objcName)
                if declaresProperty(name, className) {
                    try setMember(name, of: receiver, to: arguments[0], loc)
                    return .void
                }
            }
        }
        if let result = try callMethod(call.name, on: receiver, arguments, call.labels, loc, bindingName: nil) { return result }
        // UIKit's method the playground does not model: nothing, with its diagnostic (as Swift's).
        if case .object(let id) = receiver, let record = runtime.heap.objects[id], hasUIKitClass(record) {
            if let mismatch = catalogueMismatch(call.name, arguments, call.labels, on: uikitClass(of: record.className)) {
                throw error(mismatch, loc)
            }
            return try unmodelledCall(call.name, on: record, call.labels, loc)
        }
        throw error("no visible @interface for '\(typeName(of: receiver))' declares the selector '\(selector)'", loc)
    }

    /// `[object respondsToSelector:@selector(name:)]`: a method of its class under either of the
    /// names the front end gives a selector, a getter or setter of a property, or UIKit's member.
    func responds(_ object: Value, to selector: String) throws -> Bool {
        guard case .object(let id) = object, let record = runtime.heap.objects[id] else { return false }
        let takesArguments = selector.hasSuffix(":")
        let pieces = takesArguments ? selector.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init) : [selector]
        let candidates = [ObjCNames.swiftCall(pieces, takesArguments: takesArguments), ObjCNames.unsplit(pieces)]
        for call in candidates {
            if let methods = index(of: record.className).methods(call.name),
                methods.contains(where: { $0.function.params.map(\.label) == (takesArguments ? call.labels : []) })
            {
                return true
            }
        }
        if !takesArguments, declaresProperty(ObjCNames.propertyName(selector), record.className) { return true }
        if takesArguments, pieces.count == 1, selector.hasPrefix("set"),
            declaresProperty(ObjCNames.propertyName(ObjCNames.lowerCamel(String(selector.dropFirst(3).dropLast()))), record.className)
        {
            return true
        }
        guard hasUIKitClass(record) else { return false }
        let uikit = uikitClass(of: record.className)
        return candidates.contains { call in
            UIKitCatalogue.knownMembers(named: call.name, on: uikit).contains { $0.labels == (takesArguments ? call.labels : []) }
        }
    }

    /// Whether the class (one of the file's, or UIKit's) has a property of that name.
    private func declaresProperty(_ name: String, _ className: String) -> Bool {
        for type in chain(of: className) {
            if let info = runtime.heap.types[type] {
                if info.decl.properties.contains(where: { $0.name == name }) { return true }
            } else if ObjCNames.isUIKitProperty(name, on: type) {
                return true
            }
        }
        return false
    }

    /// `%g` as Foundation prints a CGRect's numbers (`{{0, 0}, {390, 844}}`).
}
