/// One member of a UIKit class, once for every front end: its Swift name and labels (and the
/// Swift 3/4 spellings code still uses), its Objective-C selector, its types, since when iOS has
/// it, and what the playground does with it.
/// A class, not a struct: resolution hands members around on every call a front end binds, and a
/// reference costs one retain where the struct's strings and arrays cost a dozen (the flat
/// mutation benchmark, session 22).
package final class UIKitMember: Sendable {
    package enum Kind: String, Sendable {
        case property, method, initializer, classProperty, classMethod
    }

    /// A parameter: its argument label (nil: unlabelled, `_`), its type, whether a call may leave it out.
    package struct Parameter: Sendable {
        package var label: String?
        package let type: UIKitType
        package var hasDefault: Bool

        package init(_ label: String?, _ type: UIKitType, hasDefault: Bool = false) {
            self.label = label
            self.type = type
            self.hasDefault = hasDefault
        }
    }

    /// What the playground does with the member.
    package enum Behaviour: Sendable {
        /// A method the engine performs.
        case operation(UIKitOperation)
    }

    package let owner: String
    package let kind: Kind
    /// The base name, as Swift spells it today (`addChild`).
    package let name: String
    package let parameters: [Parameter]
    /// A property's type, or a method's result.
    package let type: UIKitType
    /// Nil for the playground's own members (`simulateTap(index:)`), which UIKit does not have.
    package let selector: String?
    /// Swift 3 and 4 spellings code still uses (`addChildViewController(_:)`,
    /// `willMove(toParentViewController:)`): the same member under its earlier name and labels.
    package let formerSpellings: [String]
    /// The iOS release that introduced it (nil: every release the playground models).
    package let introduced: Int?
    package let behaviour: Behaviour
    /// `0..<parameters.count`, for the call that writes every argument.
    package let everySlot: [Int]

    package init(
        owner: String, kind: Kind, name: String, parameters: [Parameter] = [], type: UIKitType = .void, selector: String?,
        formerSpellings: [String] = [], introduced: Int? = nil, behaviour: Behaviour
    ) {
        self.owner = owner
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.type = type
        self.selector = selector
        self.formerSpellings = formerSpellings
        self.introduced = introduced
        self.behaviour = behaviour
        self.everySlot = Array(parameters.indices)
    }

    /// The member under one of its former spellings: `willMove(toParentViewController:)`.
    package func spelled(_ swiftName: String) -> UIKitMember {
        var name = swiftName
        var parameters = self.parameters
        if let open = swiftName.firstIndex(of: "(") {
            name = String(swiftName[..<open])
            let labels = swiftName[swiftName.index(after: open)...].dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
            for (index, label) in labels.enumerated() where parameters.indices.contains(index) { parameters[index].label = label }
        }
        return UIKitMember(
            owner: owner, kind: kind, name: name, parameters: parameters, type: type, selector: selector, formerSpellings: formerSpellings,
            introduced: introduced, behaviour: behaviour)
    }

    /// `addChild(_:)`, `present(_:animated:completion:)`, `view`.
    package var swiftName: String {
        guard kind == .method || kind == .initializer || kind == .classMethod else { return name }
        return "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// The declaration with its types (`func present(_: UIViewController, animated: Bool, ...)`).
    package var declaration: String {
        switch kind {
        case .property, .classProperty:
            return "\(kind == .classProperty ? "class " : "")var \(name): \(type.swift)"
        case .method, .initializer, .classMethod:
            let parameters = self.parameters.map { parameter in
                "\(parameter.label ?? "_"): \(parameter.type.swift)\(parameter.hasDefault ? " = \(Self.defaultSpelling(parameter.type))" : "")"
            }
            let head = kind == .initializer ? "init" : "\(kind == .classMethod ? "class " : "")func \(name)"
            let result = type == .void || kind == .initializer ? "" : " -> \(type.swift)"
            return "\(head)(\(parameters.joined(separator: ", ")))\(result)"
        }
    }

    private static func defaultSpelling(_ type: UIKitType) -> String {
        switch type {
        case .options: "[]"
        case .bool: "false"
        default: "nil"
        }
    }

    /// The parameter each written argument fills, by Swift's rules for labels, defaults and a
    /// trailing closure (the forward scan), or why the call does not match, in swiftc's words.
    package func slots(for labels: [String?], trailingClosure: Bool) -> Result<[Int], UIKitCallMismatch> {
        // The common call writes every parameter: its slots are the parameters' own, built once.
        if !trailingClosure, labels.count == parameters.count, zip(labels, parameters).allSatisfy({ $0 == $1.label }) {
            return .success(everySlot)
        }
        var slots: [Int] = []
        var next = 0
        for label in labels {
            // Skip parameters the call leaves out: only those with a default may be.
            var index = next
            while index < parameters.count, parameters[index].label != label, parameters[index].hasDefault { index += 1 }
            guard index < parameters.count, parameters[index].label == label else {
                return .failure(mismatch(labels, trailingClosure: trailingClosure))
            }
            slots.append(index)
            next = index + 1
        }
        if trailingClosure {
            guard let index = parameters.indices.dropFirst(next).first(where: { parameters[$0].type.takesClosure }) else {
                return .failure(.extraTrailingClosure)
            }
            slots.append(index)
            next = index + 1
        }
        if let missing = missingParameters(given: Set(slots)) { return .failure(missing) }
        return .success(slots)
    }

    /// swiftc's "missing argument(s) for parameter(s) ..." for the required parameters not given.
    private func missingParameters(given: Set<Int>) -> UIKitCallMismatch? {
        let missing = parameters.indices.filter { !given.contains($0) && !parameters[$0].hasDefault }
        guard !missing.isEmpty else { return nil }
        return .missingArguments(missing.map { parameters[$0].label.map { "'\($0)'" } ?? "#\($0 + 1)" })
    }

    private func mismatch(_ labels: [String?], trailingClosure: Bool) -> UIKitCallMismatch {
        let written = labels.count + (trailingClosure ? 1 : 0)
        if written > parameters.count { return .extraArgument(labels.last.flatMap { $0 }, at: labels.count - 1) }
        // The written labels in order, each a parameter's: some required ones are missing.
        var next = 0
        var given = Set<Int>()
        for label in labels {
            guard let index = parameters.indices.dropFirst(next).first(where: { parameters[$0].label == label }) else { break }
            given.insert(index)
            next = index + 1
        }
        if given.count == labels.count, let missing = missingParameters(given: given) { return missing }
        let pairs = Array(zip(labels, parameters.prefix(labels.count).map(\.label)))
        let differing = pairs.filter { $0.0 != $0.1 }
        if labels.count == parameters.count || written == parameters.count {
            if differing.allSatisfy({ $0.0 == nil }) { return .missingLabels(differing.map { "\($0.1!):" }) }
            if differing.allSatisfy({ $0.1 == nil }) { return .extraneousLabels(differing.map { "\($0.0!):" }) }
        }
        let expected = parameters.prefix(labels.count).map { "\($0.label ?? "_"):" }.joined()
        let have = labels.map { "\($0 ?? "_"):" }.joined()
        return .labels(have: have, expected: expected, plural: differing.count > 1)
    }
}

/// Why a call does not match a member's signature, as swiftc says it.
package enum UIKitCallMismatch: Error, Sendable, Equatable {
    case labels(have: String, expected: String, plural: Bool)
    /// The parameters not given, as swiftc names them (`'animated'`, `#1`).
    case missingArguments([String])
    case missingLabels([String])
    case extraneousLabels([String])
    /// The label of the argument too many, and its index among the written ones.
    case extraArgument(String?, at: Int)
    case extraTrailingClosure

    package var message: String {
        switch self {
        case .labels(let have, let expected, let plural):
            "incorrect argument label\(plural ? "s" : "") in call (have '\(have)', expected '\(expected)')"
        case .missingArguments(let parameters):
            parameters.count == 1
                ? "missing argument for parameter \(parameters[0]) in call"
                : "missing arguments for parameters \(parameters.joined(separator: ", ")) in call"
        case .missingLabels(let labels):
            "missing argument label\(labels.count == 1 ? "" : "s") '\(labels.joined())' in call"
        case .extraneousLabels(let labels):
            "extraneous argument label\(labels.count == 1 ? "" : "s") '\(labels.joined())' in call"
        case .extraArgument(let label?, _): "extra argument '\(label)' in call"
        case .extraArgument(nil, _): "extra argument in call"
        case .extraTrailingClosure: "extra trailing closure passed in call"
        }
    }
}
