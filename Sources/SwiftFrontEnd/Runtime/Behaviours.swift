import ContainmentEngine

// What the engine calls back into: user code it runs later, and the behaviours a Swift class
// installs on its instances (overrides of UIKit callbacks, delegates of containers).

/// A Swift closure the engine runs later: a completion, an animation block, a dispatched block.
struct ClosureCall: UserCode {
    let closure: ClosureValue
    let arguments: [Value]

    func run(on playground: Playground) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        _ = try interpreter.uncaught { try interpreter.callClosure(closure, arguments) }
    }
}

/// A container telling its delegate (the object in its `delegate` property now) what it shows:
/// `navigationController(_:willShow:animated:)`, `navigationController(_:didShow:animated:)`,
/// `tabBarController(_:didSelect:)`, or asking `tabBarController(_:shouldSelect:)` (a `false`
/// withholds the engine's continuation), when the delegate's class declares it. A tab bar
/// controller is itself its tab bar's delegate: `tabBar(_:didSelect:)` goes to the container.
struct DelegateCall: ControllerBehaviour, Codable {
    let container: Int
    let method: String
    let event: String
    var toContainer = false

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        guard case .shown(let shownName, let animated) = callback.argument else { return try callSuper() }
        let shown = interpreter.object(forEngineName: shownName)
        let receiver: Int
        if toContainer {
            receiver = container
        } else {
            guard case .object(let delegate)? = interpreter.runtime.heap.objects[container]?.properties["delegate"] else { return try callSuper() }
            receiver = delegate
        }
        guard let className = interpreter.runtime.heap.objects[receiver]?.className else { return try callSuper() }
        let withAnimated = method == "navigationController"
        var labels: [String?] = withAnimated ? [nil, event, "animated"] : [nil, event]
        var arguments: [Value] = withAnimated ? [.object(container), shown, .bool(animated)] : [.object(container), shown]
        if method == "splitViewController" {
            // `splitViewController(_:collapseSecondary:onto:)`: the primary it would collapse onto.
            let primary = interpreter.playground.controllerInfo(callback.controller)?.containerList?.first
            labels = [nil, "collapseSecondary", "onto"]
            arguments = [.object(container), shown, interpreter.object(forEngineName: primary)]
        }
        guard let (function, owner) = interpreter.method(method, labels: labels, for: className) else { return try callSuper() }
        let loc = function.loc
        if toContainer {
            // `tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)`: the bar and the tapped tab's item.
            arguments = [try interpreter.member("tabBar", of: .object(container), loc), try interpreter.member("tabBarItem", of: shown, loc)]
        }
        let answer = try interpreter.uncaught { try interpreter.invoke(function, receiver: .object(receiver), owner: owner, arguments, labels, loc) }
        // The engine's continuation is UIKit's default: `shouldSelect` true lets it select;
        // `collapseSecondary` true says the delegate handled the collapse (UIKit does nothing more).
        let handled = method == "splitViewController" ? answer.isTrue : answer.isFalse
        if handled { return }
        try callSuper()
    }
}

/// The user's override of a UIKit callback, installed on each instance of the class.
struct SwiftOverride: ControllerBehaviour, Codable {
    let object: Int
    let method: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        try interpreter.uncaught { try interpreter.dispatch(callback, object: object, method: method, callSuper: callSuper) }
    }
}
