import ContainmentEngine
import UIKitCatalogue

/// UIKit the playground does not model, read through the catalogue's table of UIKit's real
/// members (issue 39): a real property reads the default UIKit documents for it, with an
/// `unmodelled-api` note at its line; one with no such default is a value the program cannot
/// test or compare (refused if it tries); a name UIKit does not have is swiftc's error.
extension Interpreter {
    /// UIKit's own class in an object's chain (an `extension UIView` of the file's is not one).
    func uikitClass(of className: String) -> String {
        chain(of: className).first { UIKitCatalogue.superclasses[$0] != nil || UIKitCatalogue.knowsMembers(of: $0) } ?? "NSObject"
    }

    /// A view, a controller, or an object of a class of the program's below a UIKit class (a
    /// UIPresentationController subclass): UIKit's members apply to it.
    func hasUIKitClass(_ record: ObjectRecord) -> Bool {
        record.role != .plain || (uikitClass(of: record.className) != "NSObject" && !isUsersOwnClass(record.className))
    }

    /// Whether UIKit's class of a view or controller has a member of that name (what a bare name
    /// in a subclass's method may mean, as `self.name`).
    func isUIKitMember(_ name: String, of record: ObjectRecord) -> Bool {
        guard hasUIKitClass(record) else { return false }
        let className = uikitClass(of: record.className)
        return !UIKitCatalogue.knownMembers(named: name, on: className).isEmpty || !UIKitCatalogue.methods(named: name, on: className).isEmpty
    }

    /// Whether UIKit's class of a view or controller has a property of that name.
    func isUIKitProperty(_ name: String, of record: ObjectRecord) -> Bool {
        guard hasUIKitClass(record) else { return false }
        return UIKitCatalogue.knownMembers(named: name, on: uikitClass(of: record.className)).contains(where: \.isProperty)
    }

    /// `responds(to: #selector(...))`: whether the object's class (the file's methods and
    /// properties, then UIKit's members as the catalogue knows them) has a member of the
    /// selector's base name. `#selector(getter: interactivePopGestureRecognizer)` on a navigation
    /// controller is true, as on iOS (one of 102 real files tests it before using it).
    func responds(_ record: ObjectRecord, to selector: String) -> Bool {
        let members = index(of: record.className)
        if members.methods(selector) != nil || members.property(selector) != nil { return true }
        let className = uikitClass(of: record.className)
        return !UIKitCatalogue.knownMembers(named: selector, on: className).isEmpty || !UIKitCatalogue.methods(named: selector, on: className).isEmpty
    }

    /// A member of a UIKit object that neither the file nor the playground's model answers.
    func unmodelledMember(_ name: String, of record: ObjectRecord, _ loc: Loc) throws -> Value {
        let uikitClass = uikitClass(of: record.className)
        guard let member = UIKitCatalogue.knownMembers(named: name, on: uikitClass).first else {
            if UIKitCatalogue.knowsMembers(of: uikitClass) { throw error("value of type '\(record.className)' has no member '\(name)'", loc) }
            note(.unmodelledAPI, "\(uikitClass).\(name)", "\(uikitClass).\(name) is not modelled: its value is unknown here")
            return .inert("\(uikitClass).\(name)")
        }
        let subject = "\(member.owner).\(name)"
        if member.isProperty, let value = UIKitCatalogue.documentedDefault(of: member) {
            note(.unmodelledAPI, subject, "\(subject) is not modelled: it reads \(value.printed), UIKit's default")
            return Self.value(of: value, member.type)
        }
        note(.unmodelledAPI, subject, "\(subject) is not modelled: its value is unknown here")
        return .inert(subject)
    }

    /// Setting a member of a UIKit object that the model does not act on: kept on the object (read
    /// back as set), unless UIKit has no such member or only a getter (swiftc's errors).
    func setUnmodelledMember(_ name: String, of id: Int, _ record: ObjectRecord, to value: Value, _ loc: Loc) throws {
        let uikitClass = uikitClass(of: record.className)
        if let member = UIKitCatalogue.knownMembers(named: name, on: uikitClass).first(where: \.isProperty) {
            if member.kind == .property, !isUsersOwnClass(record.className) {
                throw error("cannot assign to property: '\(name)' is a get-only property", loc)
            }
        } else if UIKitCatalogue.knowsMembers(of: uikitClass) {
            throw error("value of type '\(record.className)' has no member '\(name)'", loc)
        }
        runtime.heap.objects[id]?.properties[name] = value
    }

    /// A method of a UIKit object the playground does not model: it does nothing and returns its
    /// type's default, with a note; a name UIKit does not have is swiftc's error.
    func unmodelledCall(_ name: String, on record: ObjectRecord, _ labels: [String?], _ loc: Loc) throws -> Value {
        let uikitClass = uikitClass(of: record.className)
        let methods = UIKitCatalogue.knownMembers(named: name, on: uikitClass).filter { !$0.isProperty }
        guard let method = methods.first(where: { $0.labels == labels }) ?? methods.first else {
            if UIKitCatalogue.knowsMembers(of: uikitClass) { throw error("value of type '\(record.className)' has no member '\(name)'", loc) }
            note(.unmodelledAPI, "\(uikitClass).\(name)", "\(uikitClass).\(name)(...) is not modelled: it does nothing here")
            return .inert("\(uikitClass).\(name)(...)")
        }
        let subject = "\(method.owner).\(method.swiftName)"
        if method.type == .void {
            note(.unmodelledAPI, subject, "\(subject) is not modelled: it does nothing here")
            return .void
        }
        note(.unmodelledAPI, subject, "\(subject) is not modelled: it does nothing here, and its result is unknown")
        return .inert(subject)
    }

    /// The runtime's value for a catalogue value of a type.
    static func value(of value: UIKitValue, _ type: UIKitType) -> Value {
        switch value {
        case .bool(let bool): .bool(bool)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        case .string(let string): .string(string)
        case .nilValue: .null
        case .emptyArray, .emptyOptions: .array([])
        case .zero(.rect): rectValue(Rect(x: 0, y: 0, width: 0, height: 0))
        case .zero(.size): .record("CGSize", [("width", .double(0)), ("height", .double(0))])
        case .zero(.point): .record("CGPoint", [("x", .double(0)), ("y", .double(0))])
        case .zero: .record("UIEdgeInsets", [("top", .double(0)), ("left", .double(0)), ("bottom", .double(0)), ("right", .double(0))])
        case .enumCase(let name): .enumCase(type: type.swift, name: name, payload: [])
        }
    }

    /// A value UIKit's model does not know, used where its value decides: refused, naming it.
    func refuseUnknown(_ value: Value, _ loc: Loc) throws {
        guard case .inert(let what) = value else { return }
        throw error("\(what) is not modelled by the playground: its value is unknown here, so code that tests or compares it cannot run", loc)
    }
}
