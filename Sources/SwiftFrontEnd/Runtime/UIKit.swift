import ContainmentEngine
import UIKitCatalogue

/// What the interpreter knows of UIKit's types: their class chains, the callbacks UIKit sends,
/// the flags an overridden property answers, and constants.
///
/// With the `UIKit+*.swift` extensions of `Interpreter` (objects, calls, globals, presentation,
/// pages) this is the Swift runtime's side of the UIKit model, about 1,400 lines: UIKit's
/// surface, read through the catalogue, one concern a file.
enum UIKit {
    /// The callbacks the engine sends, by the base name of their Swift method (the engine's list).
    static let callbacks = Playground.overridableCallbacks
    /// Each callback's place in `callbacks`.
    static let callbackPositions = Dictionary(uniqueKeysWithValues: callbacks.enumerated().map { ($0.element, $0.offset) })

    /// Callbacks a program calls on a controller itself, which UIKit's implementation logs and
    /// dispatches to the override (containment's willMove/didMove; appearance callbacks called
    /// directly, the pitfall the engine reports).
    static let dispatchedThroughUIKit: Set<String> = [
        "willMove", "didMove", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    /// Singletons whose methods the playground models (`UIApplication.shared.simulateMemoryWarning()`,
    /// `RunLoop.main.run(until:)`...): reading them is not a note.
    static let modelledSingletons: Set<String> = [
        "UIApplication.shared", "RunLoop.main", "RunLoop.current", "NotificationCenter.default", "UIScreen.main",
    ]

    /// The callbacks whose documentation says an override must call `super`, with its sentence.
    static let mustCallSuper: [String: String] = [
        "viewWillAppear": "If you override this method, you must call super at some point in your implementation.",
        "viewDidAppear": "If you override this method, you must call super at some point in your implementation.",
        "viewWillDisappear": "If you override this method, you must call super at some point in your implementation.",
        "viewDidDisappear": "If you override this method, you must call super at some point in your implementation.",
        "viewIsAppearing": "If you override this method, you must call super at some point in your implementation.",
        "viewWillTransition":
            "If you override this method in your custom view controllers, always call super at some point in your implementation so that UIKit can forward the size change message appropriately.",
    ]

    /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }` and friends.
    static let overridableFlags: [(String, ControllerFlag)] = [
        ("shouldAutomaticallyForwardAppearanceMethods", .shouldAutomaticallyForwardAppearanceMethods),
        ("shouldAutomaticallyForwardRotationMethods", .shouldAutomaticallyForwardRotationMethods),
        (
            "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers",
            .automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers
        ),
        ("definesPresentationContext", .definesPresentationContext),
    ]

    /// The types an integer literal becomes a Double for. A switch: an array literal here was
    /// built again at every literal evaluated.
    static func isFloatingPoint(_ name: String) -> Bool {
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval": true
        default: false
        }
    }

    static func isGeometry(_ name: String) -> Bool {
        switch name {
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets": true
        default: false
        }
    }

    static func superclass(of name: String) -> String? {
        if let known = UIKitCatalogue.superclasses[name] { return known }
        return implicitSuperclass(of: name)
    }

    /// A type the file names but never declares: `...Controller` (or `...VC`) is a view
    /// controller, `...View` a view.
    static func implicitSuperclass(of name: String) -> String? {
        if (name.hasSuffix("Controller") || name.hasSuffix("VC")) && name != "UIViewController" { return "UIViewController" }
        if name.hasSuffix("View") && name != "UIView" { return "UIView" }
        return nil
    }

    static func isKnownType(_ name: String) -> Bool {
        UIKitCatalogue.superclasses[name] != nil || otherTypes.contains(name)
    }

    static let otherTypes: Set<String> = [
        "UIViewController", "UIView", "NSObject", "CGRect", "CGSize", "CGPoint", "CGFloat", "UIEdgeInsets", "NSLayoutConstraint",
        "UIStoryboard", "UIColor", "UIFont", "UIImage", "UIScreen", "UIApplication", "DispatchQueue", "RunLoop", "Date", "Bundle",
        "NotificationCenter", "UIStoryboardSegue", "UITraitCollection", "Int", "Double", "Float", "String", "Bool", "Array",
        "Dictionary", "Set", "Optional", "UILayoutConstraintAxis", "NSLayoutFormatOptions", "UIView.AnimationOptions",
    ]

    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "NSLog", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "min", "max", "abs", "type", "zip", "stride", "floor", "ceil", "round", "sqrt", "pow", "sin", "cos", "tan", "asin",
        "acos", "atan", "atan2", "hypot", "fabs", "exp", "log", "log2", "log10", "cbrt", "fmod", "trunc", "remainder", "drand48", "srand48",
        "withExtendedLifetime",
    ]

    static func anchorAttribute(_ name: String) -> LayoutConstraint.Attribute? {
        switch name {
        case "topAnchor": .top
        case "bottomAnchor": .bottom
        case "leadingAnchor", "leftAnchor": .leading
        case "trailingAnchor", "rightAnchor": .trailing
        case "centerXAnchor": .centerX
        case "centerYAnchor": .centerY
        case "widthAnchor": .width
        case "heightAnchor": .height
        default: nil
        }
    }

    /// `Type.constant`: the geometry zeros; everything else (colours, fonts, options, queues,
    /// singletons) is inert and does nothing.
    static func staticValue(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("CGRect", "zero"): return .record("CGRect", [("x", .double(0)), ("y", .double(0)), ("width", .double(0)), ("height", .double(0))])
        case ("CGSize", "zero"): return .record("CGSize", [("width", .double(0)), ("height", .double(0))])
        case ("CGPoint", "zero"): return .record("CGPoint", [("x", .double(0)), ("y", .double(0))])
        case ("CGRect", "null"): return Interpreter.rectValue(Rect.null)
        case ("UIEdgeInsets", "zero"):
            return .record("UIEdgeInsets", [("top", .double(0)), ("left", .double(0)), ("bottom", .double(0)), ("right", .double(0))])
        default: return .inert("\(typeName).\(name)")
        }
    }
}

extension Interpreter {
    static func rect(_ value: Value) -> Rect? {
        guard case .record("CGRect", _) = value else { return nil }
        return Rect(
            x: double(value.field("x")) ?? 0, y: double(value.field("y")) ?? 0,
            width: double(value.field("width")) ?? 0, height: double(value.field("height")) ?? 0)
    }

    static func rectValue(_ rect: Rect) -> Value {
        .record("CGRect", [("x", .double(rect.x)), ("y", .double(rect.y)), ("width", .double(rect.width)), ("height", .double(rect.height))])
    }

    static func size(_ value: Value) -> Size? {
        guard case .record("CGSize", _) = value else { return nil }
        return Size(width: double(value.field("width")) ?? 0, height: double(value.field("height")) ?? 0)
    }

    /// CGRect's derived members.
    static func geometryMember(_ name: String, of value: Value) -> Value? {
        guard case .record("CGRect", _) = value, let rect = rect(value) else { return nil }
        switch name {
        case "size": return .record("CGSize", [("width", .double(rect.width)), ("height", .double(rect.height))])
        case "origin": return .record("CGPoint", [("x", .double(rect.x)), ("y", .double(rect.y))])
        case "minX": return .double(rect.x)
        case "minY": return .double(rect.y)
        case "maxX": return .double(rect.x + rect.width)
        case "maxY": return .double(rect.y + rect.height)
        case "midX": return .double(rect.x + rect.width / 2)
        case "midY": return .double(rect.y + rect.height / 2)
        case "isNull": return .bool(rect.isNull)
        case "isEmpty": return .bool(rect.isNull || rect.width == 0 || rect.height == 0)
        default: return nil
        }
    }

    static func geometryCall(_ name: String, on value: Value, _ arguments: [Value]) -> Value? {
        guard let rect = rect(value) else { return nil }
        switch name {
        case "insetBy":
            let dx = double(arguments.first) ?? 0, dy = double(arguments.dropFirst().first) ?? 0
            return rectValue(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
        case "offsetBy":
            let dx = double(arguments.first) ?? 0, dy = double(arguments.dropFirst().first) ?? 0
            return rectValue(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
        // The queries as the Foundation of the swiftc on this machine computes them
        // (swift-corelibs-foundation): closed spans, so rectangles that share an edge intersect
        // in a rectangle of zero width; a point on the far edges is not contained.
        case "intersects":
            guard let other = arguments.first.flatMap(Self.rect) else { return nil }
            return .bool(!rect.intersection(other).isNull)
        case "intersection":
            guard let other = arguments.first.flatMap(Self.rect) else { return nil }
            return rectValue(rect.intersection(other))
        case "union":
            guard let other = arguments.first.flatMap(Self.rect) else { return nil }
            return rectValue(rect.union(other))
        case "contains":
            if let other = arguments.first.flatMap(Self.rect) {
                return .bool(!rect.isNull && !other.isNull && rect.union(other) == rect.standardized)
            }
            guard case .record("CGPoint", _)? = arguments.first, let x = double(arguments.first?.field("x")),
                let y = double(arguments.first?.field("y"))
            else { return nil }
            let r = rect.standardized
            return .bool(!rect.isNull && x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)
        default: return nil
        }
    }
}

extension Rect {
    /// `CGRect.null`: the empty set, at an infinite origin.
    static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    var isNull: Bool { x.isInfinite || y.isInfinite }

    /// With a positive width and height (a negative one moves the origin).
    var standardized: Rect {
        Rect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }

    func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let a = standardized, b = other.standardized
        let minX = Swift.max(a.x, b.x), maxX = Swift.min(a.x + a.width, b.x + b.width)
        let minY = Swift.max(a.y, b.y), maxY = Swift.min(a.y + a.height, b.y + b.height)
        guard minX <= maxX, minY <= maxY else { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let a = standardized, b = other.standardized
        let minX = Swift.min(a.x, b.x), minY = Swift.min(a.y, b.y)
        return Rect(x: minX, y: minY, width: Swift.max(a.x + a.width, b.x + b.width) - minX, height: Swift.max(a.y + a.height, b.y + b.height) - minY)
    }
}
