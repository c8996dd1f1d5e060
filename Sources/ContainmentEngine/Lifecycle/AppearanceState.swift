/// A controller's appearance state: UIKit's `_appearState` (0 disappeared, 1 appearing, 2 appeared,
/// 3 disappearing). A request to enter the state it is already in is ignored, which is how UIKit
/// suppresses duplicate callbacks; appearing <-> disappearing is the reversal of an interrupted
/// transition (cancelled pop, cancelled page turn).
/// Evidence: uikit-rules.md rule 7 (decompiled iOS 26.1 `-_setViewAppearState:isAnimating:`).
public enum AppearanceState: Sendable, Equatable, Codable {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)

    /// The word `_printHierarchy` prints for the state.
    public var name: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }

    var isTransitioning: Bool {
        switch self {
        case .appearing, .disappearing: true
        case .appeared, .disappeared: false
        }
    }

    /// Whether the state is the one the callback leads to (then the callback is not sent again).
    func isTarget(of callback: AppearanceCallback) -> Bool {
        switch (self, callback) {
        case (.appearing, .viewWillAppear), (.appeared, .viewDidAppear),
            (.disappearing, .viewWillDisappear), (.disappeared, .viewDidDisappear):
            true
        default: false
        }
    }
}

/// The four forwarded appearance callbacks, named as UIKit names them.
public enum AppearanceCallback: String, Sendable, CaseIterable, Codable {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

    var isAppearing: Bool { self == .viewWillAppear || self == .viewDidAppear }
    var isWill: Bool { self == .viewWillAppear || self == .viewWillDisappear }

    func state(animated: Bool) -> AppearanceState {
        switch self {
        case .viewWillAppear: .appearing(animated: animated)
        case .viewDidAppear: .appeared
        case .viewWillDisappear: .disappearing(animated: animated)
        case .viewDidDisappear: .disappeared
        }
    }
}
