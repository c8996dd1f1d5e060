/// User code the engine runs when UIKit calls a controller back: an `override func` of the
/// user's class, or the flat language's `override host.viewDidLoad { ... }`.
///
/// The engine logs the callback, then calls the behaviour with `callSuper`, a continuation that
/// does UIKit's own implementation of the method (the base class's work). A behaviour may call it
/// first, last, in the middle or never: the engine does not assume it was called. Where the
/// engine does UIKit's work around the callback rather than inside it, `callSuper` does nothing.
package protocol ControllerBehaviour: Sendable {
    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws
    /// A controller UIKit asks user code for (a page data source's neighbour): its engine name,
    /// or nil (the program answered nil, or the behaviour answers nothing).
    func answer(_ callback: Callback, on playground: Playground) throws -> String?
}

extension ControllerBehaviour {
    package func answer(_ callback: Callback, on playground: Playground) throws -> String? { nil }
}

extension Playground {
    /// The callbacks the engine sends that a behaviour can be installed on, by the base name of
    /// their Swift method: what both front ends let user code override.
    package static let overridableCallbacks = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "willMove", "didMove", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "viewWillTransition",
        "willTransition", "traitCollectionDidChange", "didReceiveMemoryWarning", "viewSafeAreaInsetsDidChange", "prepare",
    ]
}

/// One call UIKit makes to a controller: `controller.method(arguments)` as the log shows it.
package struct Callback: Sendable {
    package var controller: String
    package var method: String
    package var argument: CallbackArgument = .none
}

/// The behaviours installed per controller and method. A value kept in `RunState`, so a failed
/// mutation that installed one rolls it back with the rest of the state.
struct Behaviours: Sendable {
    /// Per controller, its few overridden methods in a list: every callback asks, and comparing
    /// a handful of method names costs less than hashing one.
    private var byController: [String: [(method: String, behaviour: any ControllerBehaviour)]] = [:]

    /// For a snapshot: each controller's overrides in installation order.
    private struct Entry: Codable {
        var controller: String
        var method: String
        var behaviour: InstalledBehaviour
    }

    var isEmpty: Bool { byController.isEmpty }

    subscript(controller: String, method: String) -> (any ControllerBehaviour)? {
        get { byController[controller]?.first { $0.method == method }?.behaviour }
        set {
            var list = byController[controller] ?? []
            list.removeAll { $0.method == method }
            if let newValue { list.append((method, newValue)) }
            byController[controller] = list.isEmpty ? nil : list
        }
    }
}

extension Behaviours: Codable {
    init(from decoder: any Decoder) throws {
        for entry in try [Entry](from: decoder) { self[entry.controller, entry.method] = entry.behaviour.code }
    }

    func encode(to encoder: any Encoder) throws {
        // Sorted by controller: a Dictionary's order varies from process to process.
        let entries = byController.keys.sorted().flatMap { controller in
            byController[controller]!.map { Entry(controller: controller, method: $0.method, behaviour: InstalledBehaviour($0.behaviour)) }
        }
        try entries.encode(to: encoder)
    }
}
