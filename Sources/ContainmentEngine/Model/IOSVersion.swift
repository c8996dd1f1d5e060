/// The iOS release a session simulates (issue 18, "Behaviour per iOS version"). UIKit changed its
/// behaviour between releases in a few places the playground models; each is a property below,
/// with its evidence, and `docs/semantics.md` lists them in one table. Everywhere else every
/// release behaves as the newest one modelled (the decompiled iOS 26.1 logic the rules cite).
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major release number (Apple numbered the release after 18 as 26).
    public let major: Int

    /// The releases the playground answers for.
    public static let modelled = [12, 13, 14, 15, 16, 17, 18, 26]
    public static let newest = IOSVersion(uncheckedMajor: 26)

    private init(uncheckedMajor major: Int) { self.major = major }

    /// A modelled release: "17", "17.4", "17.0.1", "iOS 17" (any case); nil for anything else.
    public init?(_ text: String) {
        var text = Substring(text).drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        if text.lowercased().hasPrefix("ios") { text = text.dropFirst(3).drop { $0 == " " } }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) }),
            let major = Int(parts[0]), Self.modelled.contains(major)
        else { return nil }
        self.major = major
    }

    public var description: String { String(major) }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }

    /// What a refused version is told.
    public static var modelledList: String { modelled.map(String.init).joined(separator: ", ") }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

// MARK: What changed between releases

extension IOSVersion {
    /// `viewIsAppearing(_:)` exists from iOS 13 (public in the iOS 17 SDK, back-deployed to 13:
    /// Apple's documentation "iOS 13.0+"; liamnichols.eu, 2023-06-12). Before, it is never called.
    var sendsViewIsAppearing: Bool { major >= 13 }

    /// A controller's `modalPresentationStyle` starts as `.automatic`, which presents as a page
    /// sheet on iPhone, from iOS 13; before, it starts as `.fullScreen` (decompiled iOS 26.1
    /// `initWithCoder:`: `dyld_program_sdk_at_least() ? -2 : 0`; hacknicity, "View Controller
    /// Presentation Changes in iOS 13": "The default presentation is now page sheet").
    var defaultModalPresentationStyle: ModalPresentationStyle { major >= 13 ? .automatic : .fullScreen }

    /// Before iOS 17, a trait change made through `setOverrideTraitCollection(_:forChild:)` or
    /// `overrideUserInterfaceStyle` was announced with `willTransition(to:with:)` like a
    /// window-driven one; iOS 17 routes both through its trait-override machinery, which calls only
    /// `traitCollectionDidChange` (decompiled iOS 26.1 `-setOverrideUserInterfaceStyle:` and
    /// `-setOverrideTraitCollection:`; issue 18 rule 5; the pre-17 side is low confidence).
    var announcesOverrideTraitChanges: Bool { major < 17 }

    /// An animated push before a navigation controller's first display has run merges with that
    /// display from iOS 18 (the root it covers never loads); before, it ran after the CA commit,
    /// once the root had appeared (issue 18 rule 10; VAndrJ/awesome-apple-bugs
    /// "LifeCyclePushedViewController": "changed on iOS 18.0+", fixed by `DispatchQueue.main.async`;
    /// decompiled iOS 18.2 `-[UINavigationController _applyViewControllers:...]`; semantics.md rule 17b).
    var mergesAnimatedPushIntoFirstDisplay: Bool { major >= 18 }

    /// The API an older release lacks, for an "only available in iOS N or newer" refusal worded as
    /// Swift's compiler words it: `nil` when `api` exists on this release.
    func unavailable(_ api: String, introducedIn introduced: Int) -> String? {
        major >= introduced ? nil : "'\(api)' is only available in iOS \(introduced).0 or newer (the session simulates iOS \(major))"
    }
}

// MARK: Console wordings that changed

extension IOSVersion {
    /// Presenting from a detached controller warns, and presents, in three wordings (decompiled
    /// iOS 26.1 `_presentViewController:withAnimationController:completion:`; device logs:
    /// LNPopupController #560 (iOS 17), LocalConsole #18 (iOS 16), Undecimus #834 (iOS 11.3)).
    func detachedPresentationWarning(presented b: String, presenter a: String) -> String {
        switch major {
        case 17...:
            "Presenting view controller \(b) from detached view controller \(a) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(a) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."
        case 16: "[Presentation] Presenting view controller \(b) from detached view controller \(a) is discouraged."
        default: "Presenting view controllers on detached view controllers is discouraged \(a)."
        }
    }

    /// Pushing a controller already in the stack: the old text in crash reports up to iOS 12.1
    /// (zendesk_sdk_chat_ios #220, 2018), the new one by iOS 13 (thexande/SwiftAlgorithms #31,
    /// 2020; element-ios #3924); devices append ` : <bundle id>`, omitted here.
    func pushSameInstanceMessage(navigation nav: String, pushed: String) -> String {
        major >= 13
            ? "\(nav) is pushing the same view controller instance (\(pushed)) more than once which is not supported and is most likely an error in the application"
            : "Pushing the same view controller instance more than once is not supported (\(pushed))"
    }

    /// Presenting from a controller whose view is not in a window: refused with a console line,
    /// the `(from ...)` form with a full stop (decompiled iOS 26.1, `[Presentation]` category), or
    /// the older `Warning: ...!` form, still printed on iOS 13 (CoderMikeHe/WeChat #16, 2019-12;
    /// joltup/rn-fetch-blob #611, 2020-06). The switch is taken at iOS 14, the next release (the
    /// first device log of the new form was not found: medium confidence for the boundary).
    func notInWindowPresentationMessage(presented b: String, presenter p: String) -> String {
        major >= 14
            ? "Attempt to present \(b) on \(p) (from \(p)) whose view is not in the window hierarchy."
            : "Warning: Attempt to present \(b) on \(p) whose view is not in the window hierarchy!"
    }
}

/// Written as its major number (an engine snapshot).
extension IOSVersion: Codable {
    public init(from decoder: any Decoder) throws {
        let major = try decoder.singleValueContainer().decode(Int.self)
        guard let version = IOSVersion(String(major)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "iOS \(major) is not modelled"))
        }
        self = version
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(major)
    }
}
