/// UIKit's own console and exception texts, `<Class: name>` where UIKit prints `<Class: 0x...>`.
enum UIKitMessages {
    /// Evidence: rule 16, scenario `call-viewwillappear-directly`.
    static func directAppearanceCall(_ method: String, _ controller: String) -> String {
        "Calling -\(method): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: \(controller)"
    }

    /// No UIKit check exists (rule 12); the playground refuses with its own, marked wording.
    static func addAncestorAsChild(_ child: String, _ parent: String) -> String {
        "child view controller:\(child) cannot be added to view controller:\(parent) because it is that view controller or one of its ancestors (simulator-defined)"
    }

    /// Evidence: scenario `set-parent-spi`.
    static func setParentSPI(_ child: String, _ parent: String) -> String {
        "Deprecated -setParentViewController: SPI called on UIViewController, which is dangerous and causes undefined behavior. This setter does not properly establish the bidirectional parent-child relationship; use the -addChildViewController: and -removeFromParentViewController APIs ... Child: \(child); Parent: \(parent)"
    }
}
