import ContainmentEngine

/// Status bar, home indicator and screen-edge preferences, traits and interface styles: the
/// values a program hands UIKit, in the engine's terms.
extension Interpreter {
    /// `c.childForStatusBarStyle = child` or `c.preferredStatusBarStyle = .lightContent` (the flat
    /// language's spelling; a class says it with `override var`). False for any other name.
    func setSystemAppearance(_ name: String, of controller: String, to value: Value, _ loc: Loc) throws -> Bool {
        if let query = SystemAppearanceQuery.allCases.first(where: { $0.childGetter == name }) {
            let child = value.isNil ? nil : try controllerName(value, loc)
            try act(.setChildForSystemAppearance(controller, query, child), loc)
            return true
        }
        if let query = SystemAppearanceQuery.allCases.first(where: { $0.preferenceGetter == name }), let text = Self.preferenceText(value) {
            try act(.setSystemPreference(controller, query, text), loc)
            return true
        }
        return false
    }

    /// UIKit reads `childForStatusBarStyle`, `preferredStatusBarStyle` and the like when a
    /// program asks it to update (`setNeedsStatusBarAppearanceUpdate()`): an `override var` of
    /// the user's class is evaluated then, for every controller whose class has one, so a getter
    /// such as `children.last` answers with the hierarchy of that moment.
    func refreshSystemAppearanceOverrides(_ loc: Loc) throws {
        let names = SystemAppearanceQuery.allCases.flatMap { [$0.childGetter, $0.preferenceGetter] }
        for (id, record) in runtime.heap.objects.all {
            guard case .controller(let controller) = record.role, runtime.heap.types[record.className] != nil else { continue }
            for name in names {
                guard let (property, owner) = property(name, for: record.className), property.getter != nil || property.initializer != nil
                else { continue }
                _ = try setSystemAppearance(name, of: controller, to: try readProperty(property, owner: owner, of: id, loc), loc)
            }
        }
    }

    /// `.lightContent`, `true`, `[.top, .bottom]`, as the engine logs a preference.
    static func preferenceText(_ value: Value) -> String? {
        switch value {
        case .bool(let flag): String(flag)
        case .enumCase(_, let name, let payload) where payload.isEmpty: "." + name
        case .array(let items): "[" + items.compactMap(preferenceText).joined(separator: ", ") + "]"
        default: nil
        }
    }

    /// `UITraitCollection(horizontalSizeClass: .regular)` (or vertical / userInterfaceStyle), or nil.
    static func traits(_ value: Value?) -> Traits? {
        guard let value, case .record("UITraitCollection", let fields) = value else { return nil }
        var traits = Traits.unspecified
        for field in fields {
            guard case .enumCase(_, let member, _) = field.value else { continue }
            switch field.name {
            case "horizontalSizeClass": traits.horizontalSizeClass = SizeClass(rawValue: member) ?? .unspecified
            case "verticalSizeClass": traits.verticalSizeClass = SizeClass(rawValue: member) ?? .unspecified
            case "userInterfaceStyle": traits.userInterfaceStyle = UserInterfaceStyle(rawValue: member) ?? .unspecified
            default: break
            }
        }
        return traits
    }

    static func interfaceStyle(_ value: Value) -> UserInterfaceStyle? {
        guard case .enumCase(_, let member, _) = value else { return nil }
        return UserInterfaceStyle(rawValue: member)
    }
}

extension Interpreter {
    /// `interfaceOrientation` (deprecated, still answered) and `statusBarOrientation`: portrait
    /// while the window is taller than wide. Which way a landscape window turned, the
    /// playground does not model: that answer is unknown (testing it is refused).
    func interfaceOrientation(_ loc: Loc) throws -> Value {
        let bounds = try member("bounds", of: .object(windowObject()), loc)
        guard let width = Self.double(bounds.field("width")), let height = Self.double(bounds.field("height")) else {
            return .inert("UIInterfaceOrientation")
        }
        return height >= width ? .enumCase(type: "", name: "portrait", payload: []) : .inert("UIInterfaceOrientation.landscape")
    }
}
