import ContainmentEngine
import UIKitCatalogue

/// UIKit's properties of view controllers, views and the window, read and set: each reads the
/// engine's state or runs the engine's action, as the flat language's binder does (methods are
/// in UIKit+Calls.swift).
extension Interpreter {
    func uikitMember(_ name: String, of id: Int, _ record: ObjectRecord, _ loc: Loc) throws -> Value? {
        switch record.role {
        case .controller(let controller):
            if name == "view" || isRootViewAlias(name, record) {
                if let cached = record.rootView { return .object(cached) }
                let view = try controllerMember("view", controller, loc)
                if case .object(let viewID)? = view { runtime.heap.objects[id]?.rootView = viewID }
                return view
            }
            return try controllerMember(name, controller, loc)
        case .view(let view): return try viewMember(name, view, loc)
        case .plain: return nil
        }
    }

    /// Whether a view of class `className` (the program's subclass or UIKit's) is a UIScrollView:
    /// its layout guides are the scroll view's (a table or collection view is one).
    func isScrollView(_ className: String) -> Bool {
        var current: String? = uikitClass(of: className)
        while let name = current {
            if name == "UIScrollView" { return true }
            current = UIKitCatalogue.superclasses[name]
        }
        return false
    }

    /// A table view controller's `tableView` and a collection view controller's `collectionView`
    /// are its root view (UIKit's `loadView` makes one of them the view).
    func isRootViewAlias(_ name: String, _ record: ObjectRecord) -> Bool {
        switch name {
        case "tableView": chain(of: record.className).contains("UITableViewController")
        case "collectionView": chain(of: record.className).contains("UICollectionViewController")
        default: false
        }
    }

    static func insetsValue(_ insets: EdgeInsets) -> Value {
        .record(
            "UIEdgeInsets",
            [("top", .double(insets.top)), ("left", .double(insets.left)), ("bottom", .double(insets.bottom)), ("right", .double(insets.right))])
    }

    /// `[.flexibleWidth, .flexibleHeight]`, `.flexibleWidth`, `[]`: the options, or nil when the
    /// value is not a mask.
    static func autoresizingMask(_ value: Value) -> AutoresizingMask? {
        let items: [Value]
        switch value {
        case .array(let array): items = array
        case .enumCase: items = [value]
        default: return nil
        }
        var mask: AutoresizingMask = []
        for item in items {
            guard case .enumCase(_, let name, _) = item, let option = AutoresizingMask.named.first(where: { $0.name == name }) else { return nil }
            mask.insert(option.option)
        }
        return mask
    }

    private func objects(_ names: [String]) -> Value { .array(names.map { object(forEngineName: $0) }) }

    func controllerMember(_ name: String, _ controller: String, _ loc: Loc) throws -> Value? {
        // The most read member, answered without building the controller's whole description.
        if name == "view" { return object(forEngineName: try playground.loadedView(of: controller)) }
        guard let info = playground.controllerInfo(controller) else { return nil }
        // UIKit's modelled properties: the engine's one reading of them (Swift 3's names too).
        if let value = playground.read(Self.swift4Name[name] ?? name, ofController: controller) { return self.value(of: value) }
        switch name {
        case "title": return .null  // nil until set (a set value is kept on the object)
        case "interfaceOrientation": return try interfaceOrientation(loc)
        // The app's storyboard, what `UIStoryboard(name: "Main", bundle: nil)` gives: pasted code is
        // a fragment of an app whose controllers come from it (`storyboard!.instantiateViewController(
        // withIdentifier:)` makes the class the identifier names; docs/swift-support.md).
        case "storyboard": return .inert("UIStoryboard")
        case "overrideUserInterfaceStyle":
            return .enumCase(type: "UIUserInterfaceStyle", name: (info.overrideUserInterfaceStyle ?? .unspecified).rawValue, payload: [])
        // Nil until set (then kept on the object).
        case "delegate" where info.kind == .navigation || info.kind == .tabBar || info.kind == .split: return .null
        default: return nil
        }
    }

    /// The nearest controller above `controller` (its parents, then the controller presenting
    /// that chain) whose class, one of the user's, declares `method`: the target UIKit's
    /// `targetViewController(forAction:sender:)` finds for `show` and `showDetailViewController`.
    /// Apple: "This method uses the targetViewController(forAction:sender:) method to locate an
    /// object in the view controller hierarchy that overrides this method."
    func overridingAncestor(of controller: String, method: String) -> (name: String, id: Int)? {
        var current = playground.controllerInfo(controller).flatMap { $0.parent ?? $0.presenting }
        var visited: Set<String> = [controller]
        while let name = current, visited.insert(name).inserted, let info = playground.controllerInfo(name) {
            if let id = runtime.heap.objectForEngineName[name], let record = runtime.heap.objects[id],
                index(of: record.className).methods(method) != nil
            {
                return (name, id)
            }
            current = info.parent ?? info.presenting
        }
        return nil
    }

    /// Swift 3's names of the controller properties Swift 4 renamed (`childViewControllers`).
    private static let swift4Name = [
        "childViewControllers": "children", "parentViewController": "parent",
        "isMovingToParentViewController": "isMovingToParent", "isMovingFromParentViewController": "isMovingFromParent",
    ]

    /// The engine's typed reading as a value of the program.
    private func value(of read: PropertyValue) -> Value {
        switch read {
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .controller(let name), .view(let name): object(forEngineName: name)
        case .controllers(let names), .views(let names): objects(names)
        case .rect(let rect): Self.rectValue(rect)
        case .insets(let insets): Self.insetsValue(insets)
        case .enumCase(let type, let name): .enumCase(type: type, name: name, payload: [])
        case .none: .null
        }
    }

    func viewMember(_ name: String, _ view: String, _ loc: Loc) throws -> Value? {
        guard let info = playground.viewInfo(view) else { return nil }
        if view == Playground.windowViewName {
            switch name {
            case "rootViewController": return object(forEngineName: playground.rootViewController)
            case "bounds", "frame":
                let size = playground.windowSize
                return Self.rectValue(Rect(x: 0, y: 0, width: size.width, height: size.height))
            default: break
            }
        }
        if let attribute = UIKit.anchorAttribute(name) { return .anchor(view: view, attribute: attribute, guide: nil) }
        if let value = playground.read(name, ofView: view) { return self.value(of: value) }
        switch name {

        case "center":
            return .record("CGPoint", [("x", .double(info.frame.x + info.frame.width / 2)), ("y", .double(info.frame.y + info.frame.height / 2))])
        case "window": return playground.viewIsInWindow(view) ? .object(windowObject()) : .null
        case "safeAreaLayoutGuide": return .guide(view: view, kind: "safeArea")
        case "layoutMarginsGuide", "readableContentGuide":
            // Not the safe area in UIKit: margins add 8 points inside it (16 or 20 at a root view)
            // and the readable guide narrows wide views. Laid out as the safe area, said at the line.
            note(
                .unmodelledAPI, "UIView.\(name)",
                "UIView.\(name) is not modelled: it is laid out as safeAreaLayoutGuide, without UIKit's margins")
            return .guide(view: view, kind: "safeArea")
        // A scroll view's two guides (rule 34): the frame guide is the scroll view's own edges;
        // the content guide starts at the content's origin.
        case "frameLayoutGuide" where isScrollView(info.className): return .guide(view: view, kind: "frame")
        case "contentLayoutGuide" where isScrollView(info.className): return .guide(view: view, kind: "content")
        case "constraints": return .array([])
        default: return nil
        }
    }

    /// Setting one of UIKit's properties; false when UIKit has none by that name (the value is
    /// then kept on the object, as an associated value would be).
    func uikitSetMember(_ name: String, of id: Int, _ record: ObjectRecord, to value: Value, _ loc: Loc) throws -> Bool {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        switch record.role {
        case .controller(let controller):
            switch name {
            case "view",
                "tableView" where isRootViewAlias(name, record), "collectionView" where isRootViewAlias(name, record):
                // `view = ChartView()` in loadView (or later): the controller's root view from now on.
                if value.isNil {
                    try act(.setControllerView(controller, nil), loc)
                    runtime.heap.objects[id]?.rootView = nil
                    return true
                }
                guard case .object(let viewID) = value, case .view(let viewName)? = runtime.heap.objects[viewID]?.role else { return false }
                try act(.setControllerView(controller, .named(viewName)), loc)
                runtime.heap.objects[id]?.rootView = viewID
                return true
            case "modalPresentationStyle":
                if case .enumCase(_, let style, _) = value, let presentation = ModalPresentationStyle(rawValue: style) {
                    try act(.setModalPresentationStyle(controller, presentation), loc)
                }
                return true
            case "viewControllers":
                guard case .array(let items) = value else { return false }
                let names = try items.map { try controllerName($0, loc) }
                switch playground.controllerKind(controller) {
                case .navigation?: try act(.setNavigationStack(nav: controller, names, animated: false), loc)
                case .tabBar?: try act(.setTabs(tabs: controller, names), loc)
                case .split?:
                    // The classic split view's `[primary, secondary]`.
                    for (column, child) in zip(["primary", "secondary"], names) {
                        try act(.setSplitColumn(split: controller, column: column, child), loc)
                    }
                default: return false
                }
                return true
            case "selectedIndex":
                try act(.selectTab(tabs: controller, index: Self.int(value), controller: nil), loc)
                return true
            case "selectedViewController":
                try act(.selectTab(tabs: controller, index: nil, controller: try controllerName(value, loc)), loc)
                return true
            case "additionalSafeAreaInsets":
                guard case .record("UIEdgeInsets", _) = value else { return false }
                let inset = { (side: String) in Self.double(value.field(side)) ?? 0 }
                try act(
                    .setAdditionalSafeAreaInsets(
                        controller, EdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))), loc)
                return true
            case "overrideUserInterfaceStyle":
                guard let style = Self.interfaceStyle(value) else { return false }
                try act(.setUserInterfaceStyle(controller, style), loc)
                return true
            case "isNavigationBarHidden" where playground.controllerKind(controller) == .navigation:
                guard case .bool(let hidden) = value else { return false }
                try act(.setNavigationBarHidden(controller, hidden), loc)
                return true
            case "dataSource" where playground.controllerKind(controller) == .page,
                "delegate" where playground.controllerKind(controller) == .page:
                try setPageHelper(name, of: id, pages: controller, to: value, loc)
                return true
            case "allowedChildrenForUnwinding":
                guard case .array(let items) = value else { return false }
                try act(.setAllowedChildrenForUnwinding(controller, try items.map { try controllerName($0, loc) }), loc)
                return true
            case "delegate" where [.navigation, .tabBar, .split].contains(playground.controllerKind(controller)):
                // The delegate is kept on the object, and told what the container shows.
                runtime.heap.objects[id]?.properties[name] = value
                let (method, events): (String, [String]) =
                    switch playground.controllerKind(controller) {
                    case .navigation?: ("navigationController", ["willShow", "didShow"])
                    case .tabBar?: ("tabBarController", ["shouldSelect", "didSelect"])
                    default: ("splitViewController", ["collapseSecondary"])
                    }
                for event in events {
                    let call = DelegateCall(container: id, method: method, event: event)
                    try act(.override(controller, method: "delegate:" + event, behaviour: InstalledBehaviour(call)), loc)
                }
                return true
            default:
                if let flag = ControllerFlag(rawValue: name) {
                    guard case .bool(let on) = value else { return false }
                    try act(.setFlag(controller, flag, on), loc)
                    return true
                }
                return try setSystemAppearance(name, of: controller, to: value, loc)
            }
        case .view(let view):
            if view == Playground.windowViewName {
                switch name {
                case "rootViewController":
                    try act(.setRootViewController(value.isNil ? nil : try controllerName(value, loc)), loc)
                    return true
                case "size":
                    if let size = Self.size(value) { try act(.setWindowSize(size), loc) }
                    return true
                case "overrideUserInterfaceStyle":
                    if let style = Self.interfaceStyle(value) { try act(.setUserInterfaceStyle(nil, style), loc) }
                    return true
                case "isHidden":
                    if case .bool(let hidden) = value { try act(.setWindowHidden(hidden), loc) }
                    return true
                default: break
                }
            }
            switch name {
            case "frame":
                if let rect = Self.rect(value) { try act(.setViewProperty(.named(view), .frame(rect)), loc) }
            case "translatesAutoresizingMaskIntoConstraints":
                if case .bool(let on) = value { try act(.setViewProperty(.named(view), .translatesAutoresizingMaskIntoConstraints(on)), loc) }
            case "autoresizingMask":
                guard let mask = Self.autoresizingMask(value) else {
                    // `[.FlexibleWidth]` (Swift 2): swiftc names the option it does not know.
                    let options: [Value] = if case .array(let items) = value { items } else { [value] }
                    for case .enumCase(_, let option, _) in options where !AutoresizingMask.named.contains(where: { $0.name == option }) {
                        throw error("type 'UIView.AutoresizingMask' has no member '\(option)'", loc)
                    }
                    throw error("cannot assign value of type '\(typeName(of: value))' to type 'UIView.AutoresizingMask'", loc)
                }
                try act(.setViewProperty(.named(view), .autoresizingMask(mask)), loc)
                runtime.heap.objects[id]?.properties[name] = value  // read back as it was written
            case "alpha":
                if let alpha = Self.double(value) { try act(.setViewProperty(.named(view), .alpha(alpha)), loc) }
            case "isHidden":
                if case .bool(let hidden) = value { try act(.setViewProperty(.named(view), .hidden(hidden)), loc) }
            case "axis":
                if case .enumCase(_, let axis, _) = value, let stackAxis = StackLayout.Axis(rawValue: axis) {
                    try act(.setViewProperty(.named(view), .axis(stackAxis)), loc)
                }
            case "spacing":
                if let spacing = Self.double(value) { try act(.setViewProperty(.named(view), .spacing(spacing)), loc) }
            default:
                return false
            }
            return true
        case .plain:
            return false
        }
    }
}
