/// The program behind a session's `{"ios": "17"}` input: from here on the session simulates
/// that release (`IOSVersion`). An input of its own, like a script, so a session stays a function
/// of its accepted inputs: replay, other nodes and imports simulate the same release.
package struct SimulateIOSProgram: Program {
    package let version: IOSVersion
    package init(_ version: IOSVersion) { self.version = version }
    package func run(in playground: Playground) throws { playground.state.ios = version }
}

extension Playground {
    /// The iOS release this session simulates (the newest modelled unless an input named one).
    public var ios: IOSVersion { state.ios }

    /// An API the simulated release does not have, refused as Swift's compiler refuses it, at the
    /// statement that uses it (issue 18, "Behaviour per iOS version").
    func checkAvailability(_ statement: Statement) throws {
        let missing: String? =
            switch statement.action {
            case .declareController(_, _, .split, _, let style?) where style != "unspecified":
                state.ios.unavailable("init(style:)", introducedIn: 14)
            case .setUserInterfaceStyle: state.ios.unavailable("overrideUserInterfaceStyle", introducedIn: 13)
            case .setModalPresentationStyle(_, .automatic): state.ios.unavailable("automatic", introducedIn: 13)
            default: nil
            }
        if let missing { throw statement.error(missing) }
    }
}
