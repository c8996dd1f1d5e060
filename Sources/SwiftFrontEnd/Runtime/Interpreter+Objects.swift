import ContainmentEngine

/// Objects: creating them (view controllers and views in the engine too), their properties.
extension Interpreter {
    /// Runs an engine action at `loc` (log entries keep the line of the top-level statement).
    func act(_ action: Action, _ loc: Loc) throws {
        runtime.mayHaveReleased = true  // UIKit may let go of what it held (Interpreter+Lifetimes)
        try playground.execute(Statement(line: loc.line, column: loc.column, action: action))
    }

    /// Whether `className` is a class the user declared whose superclasses are all the user's
    /// too (NSObject aside): it has exactly the members it declares, and shadows a library name.
    func isUsersOwnClass(_ className: String) -> Bool {
        runtime.heap.types[className]?.decl.kind == .classType
            && chain(of: className).allSatisfy { runtime.heap.types[$0] != nil || $0 == "NSObject" }
    }

    func newObject(_ record: ObjectRecord) -> Int {
        let id = runtime.heap.nextID
        runtime.heap.nextID += 1
        runtime.heap.objects[id] = record
        if let name = record.engineName { runtime.heap.objectForEngineName[name] = id }
        if runtime.tracksLifetimes {
            pin(.object(id))  // held from its first moment, or a release point in its init would free it
            if hasDeinitializer(record.className) { runtime.heap.deinitObjects.insert(id) }
        }
        return id
    }

    /// The object for an engine controller or view (one made by the flat language, or by a
    /// UIKit container, gets its record the first time the program meets it).
    func objectForEngineName(_ name: String) -> Value? {
        if let id = runtime.heap.objectForEngineName[name] { return .object(id) }
        if let info = playground.controllerInfo(name) {
            return .object(newObject(ObjectRecord(className: info.className, role: .controller(name))))
        }
        if let info = playground.viewInfo(name) {
            return .object(newObject(ObjectRecord(className: info.className, role: .view(name))))
        }
        return nil
    }

    func object(forEngineName name: String?) -> Value {
        guard let name else { return .null }
        return objectForEngineName(name) ?? .null
    }

    /// `UIWindow(frame:)`, `UIWindow(windowScene:)`: the session's one window, hidden until
    /// `makeKeyAndVisible()` as a new window is (rule 32: what app and scene delegates do at
    /// launch). The playground simulates one window: a second, once it has a root, is refused.
    func makeWindow(_ loc: Loc) throws -> Value {
        if let root = playground.windowRootName {
            throw error(
                "the playground simulates one window, whose root is \(root) already; make the window before setting its root (\(Lowering.supportPage))",
                loc)
        }
        try act(.setWindowHidden(true), loc)
        return .object(windowObject())
    }

    func windowObject() -> Int {
        if let id = runtime.heap.objectForEngineName[Playground.windowViewName] { return id }
        return newObject(ObjectRecord(className: "UIWindow", role: .view(Playground.windowViewName)))
    }

    /// The engine name of a controller or view value, or a clear error.
    func engineName(_ value: Value, _ loc: Loc, as what: String = "a view controller or view") throws -> String {
        if case .object(let id) = value, let name = runtime.heap.objects[id]?.engineName { return name }
        if value.isNil { throw trap(Self.implicitUnwrapTrap, loc) }
        throw error("expected \(what), got \(typeName(of: value))", loc)
    }

    func controllerName(_ value: Value, _ loc: Loc) throws -> String {
        let name = try engineName(value, loc, as: "a view controller")
        guard playground.controllerKind(name) != nil else { throw error("expected a view controller, got the view \(name)", loc) }
        return name
    }

    func viewName(_ value: Value, _ loc: Loc) throws -> String {
        let name = try engineName(value, loc, as: "a view")
        if playground.controllerKind(name) != nil { throw error("expected a view, got the view controller \(name); use \(name).view", loc) }
        return name
    }

    /// A fresh engine name: the binding's name, else the class's in lowerCamelCase; a clash adds 2, 3...
    func uniqueName(_ preferred: String?, className: String) -> String {
        // A name the program re-points (`current = next`) names none of the objects it points at.
        let preferred = preferred.flatMap { runtime.heap.reboundNames.contains($0) ? nil : $0 }
        var base = preferred ?? Self.lowerCamelCase(className)
        if !base.utf8.allSatisfy({ $0 < 0x80 && ($0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF)) }) {
            base = String(base.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        }
        if base.isEmpty || base == "window" || base == "self" { base = Self.lowerCamelCase(className) }
        var candidate = base, number = 2
        while playground.isNameTaken(candidate) {
            candidate = base + String(number)
            number += 1
        }
        return candidate
    }

    /// One diagnostic per subject per session: what the playground made of code it cannot run as written.
    func note(_ pitfall: Diagnostic.Pitfall, _ subject: String, _ summary: String) {
        guard runtime.heap.reported.insert(subject).inserted else { return }
        let explanation =
            pitfall == .undeclaredType
            ? "The file uses \(subject) without declaring it. The playground makes an object of that class name with UIKit's default behaviour, so its own code (overrides, properties) does not run; paste its declaration to run it."
            : "The playground simulates view controllers, views, containment, layout and UIKit's containers. \(subject) is outside that: it evaluates to a value that does nothing and changes nothing."
        playground.reportDiagnostic(Pitfalls.frontEndNote(pitfall, subject: subject, summary: summary, explanation: explanation))
    }

    /// `DetailViewController` → `detailViewController`; a leading acronym is lowered whole:
    /// `UINavigationController` → `uiNavigationController`.
    static func lowerCamelCase(_ name: String) -> String {
        // ASCII names (nearly all) by their bytes: Character's case tests look up Unicode tables.
        let bytes = Array(name.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var upper = 0
            while upper < bytes.count, (0x41...0x5A).contains(bytes[upper]) { upper += 1 }
            let lowered = upper > 1 && upper < bytes.count ? upper - 1 : max(upper, 1)
            return String(
                decoding: bytes.enumerated().map { $0.offset < lowered && (0x41...0x5A).contains($0.element) ? $0.element | 0x20 : $0.element },
                as: UTF8.self)
        }
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // In `UINavigation`, the N starts the next word: keep it.
        let lowered = upper > 1 && upper < characters.count ? upper - 1 : max(upper, 1)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    // MARK: Construction

    func construct(_ typeName: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws -> Value {
        // `Seconds(5)` with `typealias Seconds = Double`, `Row(repeating: 0, count: 3)` with
        // `typealias Row = [Double]`: the type it stands for.
        if !runtime.heap.typeAliases.isEmpty, let aliased = runtime.heap.typeAliases[typeName], aliased.name != typeName, !aliased.isOptional,
            aliased.genericArguments.isEmpty, aliased.tupleLabels == nil
        {
            let made: String? =
                switch aliased.shape {
                case .array: "Array"
                case .dictionary: "Dictionary"
                case .set: "Set"
                default: aliased.isArray ? nil : aliased.name
                }
            if let made { return try construct(made, arguments, labels, loc, bindingName: bindingName) }
        }
        if let basic = try basicValue(typeName, arguments, labels, loc) { return basic }
        // Making an object runs its properties' initial values, which may make objects in turn:
        // a class whose property makes another of the same class must end with a limit, not a
        // stack overflow (found by fuzz/run-swift.sh).
        try enter(loc)
        defer { depth -= 1 }
        if let info = runtime.heap.types[typeName] {
            switch info.decl.kind {
            case .enumType:
                // Its own initialiser (`init(bmi: Double) { self = bmi < 18.5 ? .under : .normal }`).
                if let initializer = info.decl.initializers.first(where: { accepts($0, labels) }) {
                    return try runEnumInitializer(initializer, of: typeName, arguments, labels, loc)
                }
                if labels.first == "rawValue", let raw = arguments.first {
                    return try enumCase(typeName, withRawValue: raw, loc) ?? .null
                }
                throw error("an enum is made from one of its cases, or with init(rawValue:)", loc)
            case .structType: return try makeStruct(info, arguments, labels, loc)
            default: break
            }
        }
        let chain = chain(of: typeName)
        if typeName == "UIWindow" { return try makeWindow(loc) }
        let undeclared = runtime.heap.types[typeName] == nil && !UIKit.isKnownType(typeName)
        if chain.contains("UIViewController") {
            if undeclared { note(.undeclaredType, typeName, "\(typeName) is not declared here: treated as a UIViewController subclass") }
            return try makeController(typeName, chain, arguments, labels, loc, bindingName: bindingName)
        }
        if chain.contains("UIView") {
            if undeclared { note(.undeclaredType, typeName, "\(typeName) is not declared here: treated as a UIView subclass") }
            return try makeView(typeName, arguments, labels, loc, bindingName: bindingName)
        }
        // A class of the user's own that takes a UIKit or Foundation name (`NotificationCenter`)
        // shadows it, as in Swift.
        if !isUsersOwnClass(typeName), let record = try uikitValue(typeName, arguments, labels, loc) { return record }
        // One of the user's plain classes.
        if runtime.heap.types[typeName] != nil {
            try allocateObject()  // charged to the request, which gets nothing back when ARC releases it
            let id = newObject(ObjectRecord(className: typeName, role: .plain))
            rememberUIKitInitializer(id, chain, arguments, labels)
            let initialized: Bool
            do { initialized = try initializeObject(id, as: typeName, arguments, labels, loc) } catch let thrown as ThrownError {
                try abandon(id)
                throw thrown
            }
            guard initialized else {
                try abandon(id)  // `init?` gave nil: no object
                return .null
            }
            return .object(id)
        }
        // The standard library's other types are not modelled: refused, never an inert value.
        if Self.unmodelledStandardTypes.contains(typeName) {
            throw error("'\(typeName)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
        return .inert(typeName)
    }

    func makeController(_ className: String, _ chain: [String], _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws
        -> Value
    {
        let kind: ControllerKind =
            chain.contains("UINavigationController")
            ? .navigation
            : chain.contains("UITabBarController")
                ? .tabBar
                : chain.contains("UISplitViewController")
                    ? .split
                    : chain.contains("UIPageViewController") ? .page : .plain
        var root: String?
        if kind == .navigation, let index = labels.firstIndex(of: "rootViewController") { root = try controllerName(arguments[index], loc) }
        var style: String?
        if kind == .split, let index = labels.firstIndex(of: "style"), case .enumCase(_, let name, _) = arguments[index] { style = name }
        if kind == .page, let index = labels.firstIndex(of: "transitionStyle"), case .enumCase(_, let name, _) = arguments[index] { style = name }
        let name = uniqueName(bindingName, className: className)
        try act(.declareController(name: name, className: runtimeName(of: className), kind: kind, root: root, style: style), loc)
        // UITableViewController's loadView makes a table view (its `tableView` is its `view`).
        if let viewClass = chain.contains("UITableViewController")
            ? "UITableView" : chain.contains("UICollectionViewController") ? "UICollectionView" : nil
        {
            try act(.setRootViewClass(name, className: viewClass), loc)
        }
        let id = newObject(ObjectRecord(className: className, role: .controller(name)))
        try initializeProperties(id, className, loc)
        try installBehaviours(id, className, engineName: name, loc)
        try runInitializer(id, className, arguments, labels, loc)
        return .object(id)
    }

    /// The class name UIKit reports for an instance: the Swift name, or the class's `@objc(Name)`.
    func runtimeName(of className: String) -> String {
        runtime.heap.types[className]?.decl.runtimeName ?? className
    }

    func makeView(_ className: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws -> Value {
        let name = uniqueName(bindingName, className: className)
        let engineClass =
            chain(of: className).contains("UIStackView") && runtime.heap.types[className] == nil ? "UIStackView" : runtimeName(of: className)
        try act(.declareView(name: name, className: engineClass), loc)
        let id = newObject(ObjectRecord(className: className, role: .view(name)))
        if let index = labels.firstIndex(of: "frame"), let rect = Self.rect(arguments[index]) {
            try act(.setViewProperty(.named(name), .frame(rect)), loc)
        }
        if labels.first == "arrangedSubviews", case .array(let subviews) = arguments[0] {
            for subview in subviews { try act(.addArrangedSubview(stack: .named(name), view: .named(try viewName(subview, loc))), loc) }
        }
        try makeContentView(ofCell: id, name, chain: chain(of: className), loc)
        try initializeProperties(id, className, loc)
        // A view class of the program's that lays its subviews out itself: UIKit's layout pass
        // calls its `layoutSubviews` (semantics.md rule 30c).
        if runtime.heap.types[className] != nil, method("layoutSubviews", labels: [], for: className) != nil {
            try act(
                .override(name, method: "layoutSubviews", behaviour: InstalledBehaviour(SwiftOverride(object: id, method: "layoutSubviews"))), loc)
        }
        try runInitializer(id, className, arguments, labels, loc)
        return .object(id)
    }

    /// A cell's `contentView`, made with the cell as UIKit makes it ("add custom subviews to the
    /// cell's contentView", Apple): a subview filling the cell that follows its size. A table
    /// cell made with `init(style:reuseIdentifier:)` is 320 x 44 points, UIKit's default.
    private func makeContentView(ofCell cell: Int, _ cellName: String, chain: [String], _ loc: Loc) throws {
        let isTableCell = chain.contains("UITableViewCell")
        guard isTableCell || chain.contains("UICollectionViewCell") else { return }
        if isTableCell, playground.viewInfo(cellName)?.frame == .zero {
            try act(.setViewProperty(.named(cellName), .frame(Rect(x: 0, y: 0, width: 320, height: 44))), loc)
        }
        let size = playground.viewInfo(cellName)?.frame.size ?? .zero
        let content = uniqueName(cellName + "ContentView", className: "UIView")
        try act(.declareView(name: content, className: isTableCell ? "UITableViewCellContentView" : "UIView"), loc)
        try act(.setViewProperty(.named(content), .frame(Rect(x: 0, y: 0, width: size.width, height: size.height))), loc)
        try act(.setViewProperty(.named(content), .autoresizingMask([.flexibleWidth, .flexibleHeight])), loc)
        try act(.addSubview(superview: .named(cellName), view: .named(content)), loc)
        let id = newObject(ObjectRecord(className: "UIView", role: .view(content)))
        runtime.heap.objects[cell]?.properties["contentView"] = .object(id)
    }

    /// A UIKit class's initialiser, made or reached through `super.init(...)`, keeps what it was
    /// given: a UIStoryboardSegue's `identifier`, `source`, `destination`; a
    /// UIPresentationController's `presentedViewController` and `presentingViewController`.
    func rememberUIKitInitializer(_ id: Int, _ chain: [String], _ arguments: [Value], _ labels: [String?]) {
        if chain.contains("UIPresentationController"), labels == ["presentedViewController", "presenting"] {
            runtime.heap.objects[id]?.properties["presentedViewController"] = arguments[0]
            runtime.heap.objects[id]?.properties["presentingViewController"] = arguments[1]
        }
        if chain.contains("UIStoryboardSegue") {
            for (label, value) in zip(labels, arguments) where ["identifier", "source", "destination"].contains(label) {
                runtime.heap.objects[id]?.properties[label!] = value
            }
        }
    }

    static let unmodelledStandardTypes: Set<String> = [
        "Result", "Range", "ClosedRange", "Substring", "ArraySlice", "ContiguousArray", "KeyValuePairs", "ObjectIdentifier", "AnyHashable",
        "Mirror", "StrideTo", "StrideThrough", "Unicode", "UnicodeScalar", "Never", "Error", "Hasher", "SystemRandomNumberGenerator",
        "AnyIterator", "AnySequence", "AnyCollection", "IteratorSequence", "IndexingIterator", "LazySequence", "EnumeratedSequence",
        "Zip2Sequence", "ReversedCollection", "UnfoldSequence",
    ]

    /// An enum's own initialiser: it assigns `self` a case (or, failable, returns nil). Its
    /// statics are in scope; `self` is unset until it is assigned, as Swift requires.
    private func runEnumInitializer(_ initializer: FuncIR, of typeName: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value
    {
        let context = MethodContext(receiver: .type(typeName), type: typeName, method: "init", uikitSuper: nil)
        let scope = Scope(parent: nil, context: context)
        try bind(initializer.params, matchArguments(initializer.params, labels) ?? [], arguments, in: scope)
        scope.variables["self"] = .null
        let flow = try executeBlock(initializer.body, in: scope)
        if initializer.isFailable, case .returned(let result) = flow, result.isNil { return .null }
        guard let made = scope.variables["self"], case .enumCase = made else {
            throw error("'self' used before 'self.init' call or assignment to 'self'", initializer.loc)
        }
        return made
    }

    func makeStruct(_ info: TypeInfo, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        let stored = info.decl.properties.filter { $0.getter == nil && !$0.isStatic }
        var fields: [(name: String, value: Value)] = []
        if let initializer = info.decl.initializers.first(where: { accepts($0, labels) }) {
            // An explicit init assigns self's fields: run it on a record that starts with the
            // properties' initial values (`var items: [T] = []`), the others unset.
            fields = try stored.map { property in
                let initial = try property.initializer.map { try evaluate($0, in: Scope(parent: nil, context: nil), expected: property.type) }
                return (name: property.name, value: initial.map { coerce($0, to: property.type) } ?? Value.null)
            }
            let context = MethodContext(
                receiver: .record(type: info.decl.name, fields: fields), type: info.decl.name, method: "init", uikitSuper: nil)
            let scope = Scope(parent: nil, context: context)
            try bind(initializer.params, matchArguments(initializer.params, labels) ?? [], arguments, in: scope)
            scope.variables["self"] = context.receiver
            let flow = try executeBlock(initializer.body, in: scope)
            // `init?` that says `return nil`: no value (what it had stored goes with it).
            if initializer.isFailable, case .returned(let result) = flow, result.isNil { return .null }
            return scope.variables["self"] ?? context.receiver
        }
        // `Rule(message: "b") { $0.isEmpty }`: a trailing closure fills the first memberwise
        // parameter after the labelled ones that takes a function (Swift's forward scan).
        var trailing: (property: String, index: Int)?
        if let last = labels.indices.last, labels[last] == nil, arguments[last].isCallable {
            let memberwise = stored.filter { !($0.isLet && $0.initializer != nil) }
            let after = labels.compactMap { label in memberwise.firstIndex { $0.name == label } }.max().map { $0 + 1 } ?? 0
            if let target = memberwise[min(after, memberwise.count)...].first(where: { property in
                property.type.map { Self.mayTakeClosure(Param(label: nil, name: property.name, type: $0)) } ?? true
            }) {
                trailing = (target.name, last)
            }
        }
        for property in stored {
            if let index = labels.firstIndex(of: property.name) ?? (trailing?.property == property.name ? trailing?.index : nil) {
                fields.append((property.name, coerce(arguments[index], to: property.type)))
            } else {
                fields.append(
                    (
                        property.name,
                        try property.initializer.map { try evaluate($0, in: Scope(parent: nil, context: nil), expected: property.type) } ?? .null
                    ))
            }
        }
        return .record(type: info.decl.name, fields: fields)
    }

    /// A case's associated values as its declaration types them (`.circle(radius: 2)` holds 2.0).
    func payload(_ typeName: String, _ caseName: String, _ values: [Value]) -> [Value] {
        guard let params = runtime.heap.types[typeName]?.decl.cases.first(where: { $0.name == caseName })?.associated else { return values }
        return values.enumerated().map { index, value in index < params.count ? coerce(value, to: params[index].type) : value }
    }

    func enumCase(_ typeName: String, withRawValue raw: Value, _ loc: Loc) throws -> Value? {
        guard let info = runtime.heap.types[typeName] else { return nil }
        for (index, enumCase) in info.decl.cases.enumerated() {
            let value = try rawValue(of: enumCase, at: index, in: info)
            if equal(value, raw) { return .enumCase(type: typeName, name: enumCase.name, payload: []) }
        }
        return nil
    }

    func rawValue(of enumCase: EnumCaseIR, at index: Int, in info: TypeInfo) throws -> Value {
        let rawType = info.decl.inherited.first.map { TypeIR(name: $0) }
        if let raw = enumCase.rawValue { return try evaluate(raw, in: Scope(parent: nil, context: nil), expected: rawType) }
        if info.decl.inherited.contains("String") { return .string(enumCase.name) }
        // An implicit integer raw value is one more than the case before's (0 for the first).
        var previous = -1
        for earlier in info.decl.cases.prefix(index).reversed().enumerated() {
            guard let raw = earlier.element.rawValue else { continue }
            if case .int(let value) = try evaluate(raw, in: Scope(parent: nil, context: nil)) { previous = value + earlier.offset }
            break
        }
        if previous == -1, info.decl.cases.prefix(index).allSatisfy({ $0.rawValue == nil }) { return .int(index) }
        return .int(previous + 1)
    }
}
