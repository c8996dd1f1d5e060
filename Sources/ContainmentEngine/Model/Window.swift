/// The session's key window: visible, 390 x 844 points, portrait, no root at first. A program
/// that makes a window (`UIWindow(frame:)`, as app and scene delegates do) gets it hidden until
/// `makeKeyAndVisible()` or `isHidden = false` (rule 32: app launch).
struct Window: Sendable, Codable {
    static let viewName = "window"
    var size = Size(width: 390, height: 844)
    var rootViewController: String?
    var overrideUserInterfaceStyle: UserInterfaceStyle?
    var isHidden = false

    init() {}

    // Snapshots from before windows could be hidden have no `isHidden`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(Size.self, forKey: .size)
        rootViewController = try container.decodeIfPresent(String.self, forKey: .rootViewController)
        overrideUserInterfaceStyle = try container.decodeIfPresent(UserInterfaceStyle.self, forKey: .overrideUserInterfaceStyle)
        isHidden = try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
    }

    var isLandscape: Bool { size.width > size.height }

    /// An iPhone's safe area: the sensor housing and the home indicator.
    var safeAreaInsets: EdgeInsets {
        isLandscape
            ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }

    var traits: Traits {
        var traits = Traits()
        traits.horizontalSizeClass = isLandscape && size.width >= 900 ? .regular : .compact
        traits.verticalSizeClass = isLandscape ? .compact : .regular
        traits.userInterfaceStyle = overrideUserInterfaceStyle ?? .light
        return traits
    }
}
