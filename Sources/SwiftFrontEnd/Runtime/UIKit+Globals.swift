import ContainmentEngine
import Foundation

/// Global functions, initialisers of value types, and UIKit's class methods and singletons.
extension Interpreter {
    func globalFunction(_ name: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        func message(_ index: Int) -> String {
            guard arguments.count > index else { return "" }
            return describe(arguments[index])
        }
        switch name {
        // The C library's random numbers (Objective-C files use them for colours and jitter).
        case "arc4random", "arc4random_uniform", "rand", "random":
            throw error("'\(name)()' is not supported by the playground: a session is deterministic, with no random numbers", loc)
        case "print", "debugPrint":
            var separator = " ", terminator = "\n", items: [Value] = []
            for (label, value) in zip(labels, arguments) {
                if label == "separator", case .string(let text) = value {
                    separator = text
                } else if label == "terminator", case .string(let text) = value {
                    terminator = text
                } else if label == nil {
                    items.append(value)
                }
            }
            for item in items { try checkDescribable(item) }
            let text = try refuseUndescribable(loc) { items.map(name == "print" ? describe : debugDescribe).joined(separator: separator) }
            try writeOutput(text, terminator: terminator)
            return .void
        case "NSLog":
            playground.printToConsole(message(0))
            return .void
        case "drand48":
            // The C library's generator, exactly (POSIX: X' = (0x5DEECE66D X + 0xB) mod 2^48, from
            // glibc's initial state until srand48): deterministic, so the same as a build prints.
            guard arguments.isEmpty else { return nil }
            runtime.heap.drand48State = (0x5_DEEC_E66D &* runtime.heap.drand48State &+ 0xB) & 0xFFFF_FFFF_FFFF
            return .double(Double(runtime.heap.drand48State) / 281_474_976_710_656)
        case "srand48":
            guard arguments.count == 1, case .int(let seed) = arguments[0] else { return nil }
            runtime.heap.drand48State = (UInt64(UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
            return .void
        case "fatalError":
            throw trap("Fatal error" + (arguments.isEmpty ? "" : ": " + message(0)), loc)
        case "preconditionFailure":
            throw trap("Fatal error" + (arguments.isEmpty ? "" : ": " + message(0)), loc)
        case "precondition":
            if try !truth(arguments.first ?? .bool(false)) { throw trap("Precondition failed" + (arguments.count > 1 ? ": " + message(1) : ""), loc) }
            return .void
        case "assert":
            if try !truth(arguments.first ?? .bool(false)) { throw trap("Assertion failed" + (arguments.count > 1 ? ": " + message(1) : ""), loc) }
            return .void
        case "assertionFailure":
            throw trap("Fatal error" + (arguments.isEmpty ? "" : ": " + message(0)), loc)
        case "min", "max":
            // Integer literals beside a Double are Doubles (`max(0, offset)`).
            let arguments =
                arguments.contains { if case .double = $0 { true } else { false } }
                ? arguments.map { coerce($0, to: TypeIR(name: "Double")) } : arguments
            guard let first = arguments.first else { return nil }
            // Swift's definitions: min(x, y) is y < x ? y : x, max(x, y) is y >= x ? y : x.
            return try arguments.dropFirst().reduce(first) { best, next in
                try compare(name == "min" ? "<" : ">=", next, best, loc) ? next : best
            }
        case "abs":
            switch arguments.first {
            case .int(let int)?:
                guard int != .min else { throw trap("Fatal error: Negation overflow", loc) }
                return .int(abs(int))
            case .double(let double)?: return .double(abs(double))
            default: return nil
            }
        case "pow":
            // Foundation's C pow on two Doubles (an Int's power is not a Swift function; two integer
            // literals would be Foundation's Decimal pow, which is not this one).
            guard arguments.count == 2, arguments.contains(where: { if case .double = $0 { true } else { false } }),
                let x = Self.double(arguments[0]), let y = Self.double(arguments[1])
            else { return nil }
            return .double(Foundation.pow(x, y))
        case _ where Self.foundationMaths[name] != nil:
            // Foundation's C maths on Doubles (integer literals given to them are Doubles).
            let values = arguments.compactMap { Self.double($0) }
            guard values.count == arguments.count, let function = Self.foundationMaths[name], function.arity == values.count else { return nil }
            return .double(function.apply(values))
        case "floor", "ceil", "round", "sqrt":
            // Foundation's C maths, as CGFloat and Double code calls them.
            guard let x = Self.double(arguments.first) else { return nil }
            switch name {
            case "floor": return .double(x.rounded(.down))
            case "ceil": return .double(x.rounded(.up))
            case "round": return .double(x.rounded(.toNearestOrAwayFromZero))
            default: return .double(x.squareRoot())
            }
        case "type":
            // `type(of:)` where the value says its type exactly; a collection's, an optional's or
            // a generic type's element types are not known here.
            switch arguments.first {
            case .int?: return .type("Int")
            case .bool?: return .type("Bool")
            case .object(let id)?: return .type(runtime.heap.objects[id]?.className ?? "AnyObject")
            // (A `where` after two patterns guards the last only: a generic struct's gave `Box`
            // for `Box<Double>`, session 37's hunt.)
            case .record(let type, _)? where runtime.heap.types[type]?.decl.isGeneric != true: return .type(type)
            case .enumCase(let type, _, _)? where runtime.heap.types[type]?.decl.isGeneric != true: return .type(type)
            case let value?: throw error("'type(of:)' of a value of type '\(typeName(of: value))' is not supported by the playground yet", loc)
            case nil: return nil
            }
        case "stride": return try stride(labels, arguments, loc)
        case "withExtendedLifetime":
            // `withExtendedLifetime(x) { ... }`: the body runs (given x when it takes one) while
            // the argument, held here, keeps x alive; its result is the call's.
            guard arguments.count == 2, case .closure(let body) = arguments[1] else { return nil }
            let given = body.ir.params.isEmpty ? [] : [arguments[0]]
            return try withExtendedLifetime(arguments[0]) { try callValue(.closure(body), given, given.map { _ in nil }, loc) }
        case _ where Self.operatorFunctions.contains(name) && arguments.count == 2: return try applyOperator(name, arguments[0], arguments[1], loc)
        case "zip":
            // `zip(labels, 1...)`: a range without an end counts along the other sequence.
            if arguments.count == 2, let counted = try zipWithCount(arguments, loc) { return counted }
            // Any two sequences: `zip(times, times.dropFirst())` pairs an array with its slice.
            guard arguments.count == 2, arguments.allSatisfy(\.isZippable) else { return nil }
            let (a, b) = (try elements(of: arguments[0], loc), try elements(of: arguments[1], loc))
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        default: return nil
        }
    }

    /// Foundation's C maths by name: how many Doubles each takes, and what it computes.
    static let foundationMaths: [String: (arity: Int, apply: @Sendable ([Double]) -> Double)] = [
        "sin": (1, { Foundation.sin($0[0]) }), "cos": (1, { Foundation.cos($0[0]) }), "tan": (1, { Foundation.tan($0[0]) }),
        "asin": (1, { Foundation.asin($0[0]) }), "acos": (1, { Foundation.acos($0[0]) }), "atan": (1, { Foundation.atan($0[0]) }),
        "atan2": (2, { Foundation.atan2($0[0], $0[1]) }), "hypot": (2, { Foundation.hypot($0[0], $0[1]) }),
        "fabs": (1, { Foundation.fabs($0[0]) }), "exp": (1, { Foundation.exp($0[0]) }), "log": (1, { Foundation.log($0[0]) }),
        "log2": (1, { Foundation.log2($0[0]) }), "log10": (1, { Foundation.log10($0[0]) }), "cbrt": (1, { Foundation.cbrt($0[0]) }),
        "fmod": (2, { Foundation.fmod($0[0], $0[1]) }), "trunc": (1, { Foundation.trunc($0[0]) }),
        "remainder": (2, { Foundation.remainder($0[0], $0[1]) }),
    ]

    /// The C library's constants Foundation brings (`M_E`, `M_PI`...), Doubles: glibc's literals
    /// (Swift's own `M_PI` is deprecated, and would warn here).
    static let foundationConstants: [String: Double] = [
        "M_E": 2.7182818284590452354, "M_LOG2E": 1.4426950408889634074, "M_LOG10E": 0.43429448190325182765,
        "M_LN2": 0.69314718055994530942, "M_LN10": 2.30258509299404568402, "M_PI": 3.14159265358979323846,
        "M_PI_2": 1.57079632679489661923, "M_PI_4": 0.78539816339744830962, "M_1_PI": 0.31830988618379067154,
        "M_2_PI": 0.63661977236758134308, "M_2_SQRTPI": 1.12837916709551257390, "M_SQRT2": 1.41421356237309504880,
        "M_SQRT1_2": 0.70710678118654752440,
    ]

    /// Standard output, as console lines: output without its newline waits for the rest of its
    /// line (`print(x, terminator: "")`).
    func writeOutput(_ text: String, terminator: String) throws {
        // The log keeps what is printed: charged as a string the program made.
        let added = text.utf8.count + terminator.utf8.count
        try growString(by: added, to: runtime.pendingOutput.utf8.count + added)
        if terminator == "\n", runtime.pendingOutput.isEmpty {
            playground.printToConsole(text)
            return
        }
        runtime.pendingOutput += text + terminator
        // What was pending had no line end: only what was added can end a line. (Scanning all of
        // it at every write was quadratic: a fuzzer's loop printing without "\n" ran 8 s of a
        // debug build past a 2 s deadline.)
        guard text.utf8.contains(0x0A) || terminator.utf8.contains(0x0A) else { return }
        while let newline = runtime.pendingOutput.utf8.firstIndex(of: 0x0A) {
            playground.printToConsole(String(runtime.pendingOutput[..<newline]))
            runtime.pendingOutput.removeSubrange(...newline)
        }
    }

    /// `Int(x)`, `String(describing:)`, `CGFloat(x)`, `Date()`...; nil for other types.
    func basicValue(_ typeName: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        let arguments = arguments.map(plain)
        if let range = try partialRange(typeName, arguments, labels, loc) { return range }
        let first = arguments.first
        switch typeName {
        case "String": return try standardString(arguments, labels, loc)
        // `Substring(word)`: the playground holds a substring as a string (it prints as one).
        case "Substring" where labels == [nil] && arguments.count == 1:
            if case .string = arguments[0] { return arguments[0] }
            return nil
        case "CharacterSet" where labels == ["charactersIn"]:
            // Kept as what it was made of, for `trimmingCharacters(in:)` and `components(separatedBy:)`.
            guard case .string(let characters)? = first else { return nil }
            return .record("CharacterSet", [("charactersIn", .string(characters))])
        case "Array", "Dictionary", "Set": return try standardCollection(typeName, arguments, labels, loc)
        case "AnyIterator": return Self.anyIterator(arguments, labels)
        case "Int":
            switch (labels, first) {
            case ([], _): return .int(0)
            case ([nil], .string(let text)?): return Int(text).map { .int($0) } ?? .null
            case ([nil, "radix"], .string(let text)?):
                guard let radix = Self.int(arguments[1]), (2...36).contains(radix) else {
                    throw trap("Fatal error: Radix must be between 2 and 36", loc)
                }
                return Int(text, radix: radix).map { .int($0) } ?? .null
            case (["exactly"], .double(let double)?): return Int(exactly: double).map { .int($0) } ?? .null
            case (["exactly"], .int(let int)?), ([nil], .int(let int)?): return .int(int)
            case ([nil], .double(let double)?):
                // Swift's three preconditions, in its words.
                guard double.isFinite else {
                    throw trap("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", loc)
                }
                guard double > -9_223_372_036_854_777_856.0 else {
                    throw trap("Fatal error: Double value cannot be converted to Int because the result would be less than Int.min", loc)
                }
                guard double < 9_223_372_036_854_775_808.0 else {
                    throw trap("Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max", loc)
                }
                return .int(Int(double))
            default: throw error("'Int(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")' is not supported by the playground yet", loc)
            }
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch (labels, first) {
            case ([], _): return .double(0)
            case ([nil], .string(let text)?): return Double(text).map { .double($0) } ?? .null
            case ([nil], let number?) where Self.double(number) != nil: return .double(Self.double(number)!)
            default: throw error("'\(typeName)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")' is not supported by the playground yet", loc)
            }
        case "Character":
            guard labels == [nil], case .string(let text)? = first else { throw error("'Character(...)' takes one string here", loc) }
            guard text.count == 1 else {
                throw trap("Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster", loc)
            }
            return .string(text)
        case "Optional":
            guard labels == [nil], let first else { throw error("'Optional(...)' takes one value here", loc) }
            return first
        case "Bool":
            if case .string(let text)? = first { return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .null }
            return first ?? .bool(false)
        case "Date": return .record("Date", [("timeIntervalSinceNow", .double(Self.double(first) ?? 0))])
        default: return nil
        }
    }

    /// Geometry and the UIKit objects that are values here.
    func uikitValue(_ typeName: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        func number(_ label: String) -> Value { .double(Self.double(labels.firstIndex(of: label).map { arguments[$0] }) ?? 0) }
        switch typeName {
        case "CGRect":
            if let originIndex = labels.firstIndex(of: "origin"), let sizeIndex = labels.firstIndex(of: "size") {
                let origin = arguments[originIndex], size = arguments[sizeIndex]
                return .record(
                    "CGRect",
                    [
                        ("x", origin.field("x") ?? .double(0)), ("y", origin.field("y") ?? .double(0)),
                        ("width", size.field("width") ?? .double(0)), ("height", size.field("height") ?? .double(0)),
                    ])
            }
            return .record("CGRect", [("x", number("x")), ("y", number("y")), ("width", number("width")), ("height", number("height"))])
        case "CGSize": return .record("CGSize", [("width", number("width")), ("height", number("height"))])
        case "CGPoint": return .record("CGPoint", [("x", number("x")), ("y", number("y"))])
        case "UIEdgeInsets":
            return .record(
                "UIEdgeInsets", [("top", number("top")), ("left", number("left")), ("bottom", number("bottom")), ("right", number("right"))])
        case "UIStoryboard": return .inert("UIStoryboard")
        case "UITraitCollection":
            // One trait per initialiser, as UIKit's (horizontalSizeClass:, verticalSizeClass:, userInterfaceStyle:).
            return .record(
                type: "UITraitCollection", fields: zip(labels, arguments).compactMap { label, value in label.map { (name: $0, value: value) } })
        case "UIStoryboardSegue":
            let source = labels.firstIndex(of: "source").map { arguments[$0] } ?? .null
            let destination = labels.firstIndex(of: "destination").map { arguments[$0] } ?? .null
            let identifier = labels.firstIndex(of: "identifier").map { arguments[$0] } ?? .null
            return .object(
                newObject(
                    ObjectRecord(
                        className: "UIStoryboardSegue", role: .plain,
                        properties: ["source": source, "destination": destination, "identifier": identifier])))
        default:
            if UIKit.isKnownType(typeName) || typeName.hasPrefix("UI") || typeName.hasPrefix("NS") || typeName.hasPrefix("CG") {
                note(.unmodelledAPI, typeName, "\(typeName) is not modelled: it does nothing here")
                return .inert(typeName)
            }
            return nil
        }
    }

    /// Where `UIView.areAnimationsEnabled` is kept (a static: rolled back with a failed request
    /// and kept in the session's snapshot); absent, it is true, UIKit's default.
    static let animationsEnabledKey = "UIView.areAnimationsEnabled"

    /// `NSLayoutConstraint.activate`, `UIView.animate`, and other class methods of UIKit.
    func uikitStaticCall(_ typeName: String, _ name: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        let arguments = unboxed(arguments)  // `[NSLayoutConstraint activateConstraints:list]` with a mutable one
        func argument(_ label: String?) -> Value? { labels.firstIndex(of: label).map { arguments[$0] } }
        switch (typeName, name) {
        case ("Notification", "Name"), ("NSNotification", "Name"):
            return arguments.first ?? .string("")
        case ("NSLayoutConstraint", "activate"):
            try act(.activateConstraints(constraints(in: arguments.first ?? .null)), loc)
            return .void
        case ("NSLayoutConstraint", "deactivate"):
            var views: [String] = []
            for spec in constraints(in: arguments.first ?? .null) {
                if case .named(let view) = spec.view, !views.contains(view) { views.append(view) }
            }
            for view in views { try act(.deactivateConstraints(.named(view)), loc) }
            return .void
        case ("NSLayoutConstraint", "constraints"):
            guard case .string(let format)? = argument("withVisualFormat") else { return .array([]) }
            return .array(try visualFormat(format, views: argument("views") ?? .null, loc).map { .constraint($0) })
        case ("UIView", "animate"), ("UIView", "animateKeyframes"):
            let duration = Self.double(argument("withDuration") ?? argument("duration")) ?? 0
            let animations =
                code(argument("animations") ?? (labels.last == .some(nil) && argument("completion") != nil ? arguments.last : nil), loc, passing: [])
                ?? []
            var completion = code(argument("completion"), loc)
            if argument("animations") != nil, argument("completion") == nil, labels.last == .some(nil), arguments.count > 1 {
                completion = code(arguments.last, loc)
            }
            if argument("animations") == nil, labels.last == .some(nil) {
                try act(.animate(duration: duration, animations: code(arguments.last, loc, passing: []) ?? [], completion: nil), loc)
            } else {
                try act(.animate(duration: duration, animations: animations, completion: completion), loc)
            }
            return .void
        case ("UIView", "transition"):
            guard let from = argument("from"), let to = argument("to") else {
                _ = try arguments.first { if case .closure = $0 { true } else { false } }.map { try callValue($0, [], [], loc) }
                return .void
            }
            try act(
                .viewTransition(
                    from: .named(try viewName(from, loc)), to: .named(try viewName(to, loc)),
                    duration: Self.double(argument("duration")) ?? 0, completion: code(argument("completion") ?? arguments.last, loc)), loc)
            return .void
        case ("UIView", "performWithoutAnimation"):
            // `UIView.areAnimationsEnabled` reads false inside the block, as UIKit documents.
            let enabled = runtime.heap.statics[Self.animationsEnabledKey]
            runtime.heap.statics[Self.animationsEnabledKey] = .bool(false)
            defer { runtime.heap.statics[Self.animationsEnabledKey] = enabled }
            if let block = arguments.last { _ = try callValue(block, [], [], loc) }
            return .void
        case ("UIView", "setAnimationsEnabled"):
            // What `areAnimationsEnabled` reads is kept; what it changes in animations is not
            // modelled (they still take their duration here): noted.
            guard case .bool(let enabled)? = arguments.first else { return nil }
            runtime.heap.statics[Self.animationsEnabledKey] = .bool(enabled)
            note(
                .unmodelledAPI, "UIView.setAnimationsEnabled",
                "UIView.setAnimationsEnabled(_:) is not modelled beyond UIView.areAnimationsEnabled: animations still take their time here")
            return .void
        default: return nil
        }
    }

    /// The class a storyboard identifier names: the class of that name, else the declared class
    /// the identifier abbreviates (`"Second"` for `SecondViewController`), else an undeclared
    /// `...Controller` of that name, else a plain UIViewController.
    func storyboardClass(_ identifier: String) -> String {
        let className = identifier.prefix(1).uppercased() + identifier.dropFirst()
        if runtime.heap.types[className] != nil { return className }
        for suffix in ["ViewController", "Controller", "VC"] where runtime.heap.types[className + suffix] != nil { return className + suffix }
        return className.hasSuffix("Controller") ? className : "UIViewController"
    }

    /// Methods on UIKit's singletons and on inert values: the run loop, dispatch queues and the
    /// storyboard do something; everything else does nothing and returns another inert value.
    func inertCall(_ what: String, _ name: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?) throws -> Value? {
        func argument(_ label: String?) -> Value? { labels.firstIndex(of: label).map { arguments[$0] } }
        switch name {
        case "instantiateViewController":
            guard case .string(let identifier)? = argument("withIdentifier") ?? argument("identifier") else { return .inert("UIViewController") }
            // A storyboard scene's controller is decoded (`init?(coder:)`), then sent awakeFromNib.
            let controller = try construct(storyboardClass(identifier), [.inert("NSCoder")], ["coder"], loc, bindingName: bindingName ?? identifier)
            _ = try callMethod("awakeFromNib", on: controller, [], [], loc, bindingName: nil)
            return controller
        case "async" where what.hasPrefix("DispatchQueue"):
            try act(.animate(duration: 0, animations: [], completion: code(argument("execute") ?? arguments.last, loc, passing: [])), loc)
            return .void
        case "asyncAfter" where what.hasPrefix("DispatchQueue"):
            let delay = Self.double(argument("deadline") ?? argument("wallDeadline")) ?? 0
            try act(.animate(duration: max(0, delay), animations: [], completion: code(argument("execute") ?? arguments.last, loc, passing: [])), loc)
            return .void
        case "run" where what.hasPrefix("RunLoop") && arguments.isEmpty:
            // Forever, on a device; here, until nothing is pending (what the service does after a
            // request), so a file can say where one request ended ("copy session as Swift").
            try act(.runLoopUntilIdle, loc)
            return .void
        case "run" where what.hasPrefix("RunLoop"):
            let seconds = argument("until")?.field("timeIntervalSinceNow").flatMap(Self.double)
            try act(.runLoop(seconds: seconds.flatMap { $0 > 0 ? $0 : nil }), loc)
            return .void
        case "simulateMemoryWarning" where what.hasPrefix("UIApplication"):
            try act(.simulateMemoryWarning, loc)
            return .void
        case "post" where what.hasPrefix("NotificationCenter"):
            // The two notifications UIKit's view controllers observe; any other is inert.
            let notification = argument("name").map(describe) ?? ""
            if notification.contains("UIApplicationWantsViewsToDisappearNotification") {
                try act(.appWantsViewsToDisappear, loc)
            } else if notification.contains("MemoryWarning") {
                try act(.simulateMemoryWarning, loc)
            }
            return .void
        default:
            return .inert("\(what).\(name)(...)")
        }
    }
}
