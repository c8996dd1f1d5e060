import Support
import UIKitCatalogue

/// How Objective-C names reach the Swift runtime: a UIKit selector through the catalogue (issue
/// 39's one model: `addChildViewController:` is `addChild(_:)`), Foundation's and the
/// properties' Objective-C spellings through the tables below, and any other selector by the
/// rules Swift's importer follows (SE-0005: the first piece split at its last preposition, the
/// other pieces as labels), so a class declared in Objective-C is called the same way from both.
enum ObjCNames {
    /// A selector's Swift form: base name, labels, and the catalogue's member when UIKit has it.
    struct SwiftCall: Sendable {
        var name: String
        var labels: [String?]
        var member: UIKitMember?
    }

    /// Every modelled UIKit method by its selector (the first owner wins: selectors are UIKit-wide).
    static let catalogueBySelector: [String: UIKitMember] = {
        var index: [String: UIKitMember] = [:]
        for member in UIKitCatalogue.members {
            if let selector = member.selector, index[selector] == nil { index[selector] = member }
        }
        return index
    }()

    /// UIKit selectors the catalogue does not model whose Swift names the rules below would miss
    /// (Apple's headers' `NS_SWIFT_NAME` and pruning of type names).
    static let importedNames: [String: String] = anchorNames.merging([
        "insertSubview:atIndex:": "insertSubview(_:at:)",
        "exchangeSubviewAtIndex:withSubviewAtIndex:": "exchangeSubview(at:withSubviewAt:)",
        "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition(to:with:)",
        "willTransitionToTraitCollection:withTransitionCoordinator:": "willTransition(to:with:)",
        "transitionFromView:toView:duration:options:completion:": "transition(from:to:duration:options:completion:)",
        "transitionWithView:duration:options:animations:completion:": "transition(with:duration:options:animations:completion:)",
        "activateConstraints:": "activate(_:)",
        "deactivateConstraints:": "deactivate(_:)",
        "addTarget:action:forControlEvents:": "addTarget(_:action:for:)",
        "instantiateViewControllerWithIdentifier:": "instantiateViewController(withIdentifier:)",
        "performSegueWithIdentifier:sender:": "performSegue(withIdentifier:sender:)",
        "prepareForSegue:sender:": "prepare(for:sender:)",
        "postNotificationName:object:": "post(name:object:)",
        "convertRect:toView:": "convert(_:to:)",
        "convertPoint:toView:": "convert(_:to:)",
        "convertRect:fromView:": "convert(_:from:)",
        "convertPoint:fromView:": "convert(_:from:)",
        "isDescendantOfView:": "isDescendant(of:)",
        "runUntilDate:": "run(until:)",
        "runMode:beforeDate:": "run(mode:before:)",
        "postNotificationName:object:userInfo:": "post(name:object:userInfo:)",
    ]) { first, _ in first }

    /// Layout anchors' constraint factories: `constraintEqualToAnchor:constant:` is
    /// `constraint(equalTo:constant:)`, `constraintEqualToConstant:` `constraint(equalToConstant:)`.
    private static let anchorNames: [String: String] = {
        var names: [String: String] = [:]
        for relation in ["Equal", "GreaterThanOrEqual", "LessThanOrEqual"] {
            let label = lowerCamel(relation) + "To"
            names["constraint\(relation)ToAnchor:"] = "constraint(\(label):)"
            names["constraint\(relation)ToAnchor:constant:"] = "constraint(\(label):constant:)"
            names["constraint\(relation)ToAnchor:multiplier:"] = "constraint(\(label):multiplier:)"
            names["constraint\(relation)ToAnchor:multiplier:constant:"] = "constraint(\(label):multiplier:constant:)"
            names["constraint\(relation)ToConstant:"] = "constraint(\(label)Constant:)"
            names["constraint\(relation)ToSystemSpacingAfterAnchor:multiplier:"] = "constraint(\(label)SystemSpacingAfter:multiplier:)"
        }
        return names
    }()

    /// Objective-C property names (and getters) Swift renames.
    static let propertyRenames: [String: String] = [
        "childViewControllers": "children", "parentViewController": "parent", "hidden": "isHidden", "viewLoaded": "isViewLoaded",
        "navigationBarHidden": "isNavigationBarHidden",
        "movingToParentViewController": "isMovingToParent", "isMovingToParentViewController": "isMovingToParent",
        "movingFromParentViewController": "isMovingFromParent", "isMovingFromParentViewController": "isMovingFromParent",
        "beingPresented": "isBeingPresented", "beingDismissed": "isBeingDismissed", "opaque": "isOpaque",
        "userInteractionEnabled": "isUserInteractionEnabled", "enabled": "isEnabled", "selected": "isSelected",
        "highlighted": "isHighlighted", "editing": "isEditing", "lastObject": "last", "firstObject": "first", "length": "count",
        "childViewControllerForStatusBarStyle": "childForStatusBarStyle", "childViewControllerForStatusBarHidden": "childForStatusBarHidden",
        "childViewControllerForHomeIndicatorAutoHidden": "childForHomeIndicatorAutoHidden",
        "childViewControllerForScreenEdgesDeferringSystemGestures": "childForScreenEdgesDeferringSystemGestures",
        "pagingEnabled": "isPagingEnabled", "scrollEnabled": "isScrollEnabled", "destinationViewController": "destination",
        "sourceViewController": "source", "active": "isActive", "on": "isOn",
        // UIApplication's window, not UIWindow's BOOL `isKeyWindow`.
        "keyWindow": "keyWindow",
    ]

    /// Foundation's classes as Swift names them.
    static let classRenames: [String: String] = [
        "NSRunLoop": "RunLoop", "NSDate": "Date", "NSNotificationCenter": "NotificationCenter", "NSString": "String",
        "NSMutableString": "String", "NSArray": "Array", "NSMutableArray": "Array", "NSDictionary": "Dictionary",
        "NSMutableDictionary": "Dictionary", "NSSet": "Set", "NSMutableSet": "Set", "NSNumber": "NSNumber",
    ]

    /// Class properties and singletons by their Objective-C selector.
    static let classPropertyRenames: [String: String] = [
        "mainScreen": "main", "sharedApplication": "shared", "mainRunLoop": "main", "currentRunLoop": "current",
        "defaultCenter": "default", "mainBundle": "main", "currentDevice": "current",
    ]

    /// Objective-C enumeration constants by prefix: `UIModalPresentationOverFullScreen` is Swift's
    /// `.overFullScreen`. Option sets are marked: `A | B` of them is Swift's `[.a, .b]`.
    static let enumPrefixes: [(prefix: String, isOptions: Bool)] = [
        ("UIViewAnimationOption", true), ("UIViewAnimationCurve", false), ("UIViewAutoresizing", true), ("UIRectEdge", true),
        ("UIControlEvent", true), ("UIControlState", true), ("UIModalPresentationStyle", false), ("UIModalPresentation", false),
        ("UIModalTransitionStyle", false), ("UIStatusBarStyle", false), ("UIStatusBarAnimation", false),
        ("UIPageViewControllerNavigationDirection", false), ("UIPageViewControllerTransitionStyle", false),
        ("UIPageViewControllerNavigationOrientation", false), ("UIPageViewControllerSpineLocation", false),
        ("UILayoutConstraintAxis", false), ("UIStackViewDistribution", false), ("UIStackViewAlignment", false),
        ("UIUserInterfaceStyle", false), ("UITableViewStyle", false), ("UITableViewCellStyle", false), ("UIBarButtonSystemItem", false),
        ("UIButtonType", false), ("UISplitViewControllerDisplayMode", false), ("UISplitViewControllerStyle", false),
        ("UISplitViewControllerColumn", false), ("UISplitViewControllerSplitBehavior", false), ("NSLayoutAttribute", false),
        ("NSLayoutRelation", false), ("UIViewContentMode", false), ("UIBlurEffectStyle", false), ("UIScrollViewContentInsetAdjustment", false),
        ("UISemanticContentAttribute", false), ("UIUserInterfaceSizeClass", false), ("UIUserInterfaceIdiom", false),
        ("UIInterfaceOrientationMask", true), ("UIInterfaceOrientation", false),
    ]

    /// `UIModalPresentationOverFullScreen` → (`overFullScreen`, false).
    static func enumConstant(_ identifier: String) -> (name: String, isOptions: Bool)? {
        guard identifier.hasPrefix("UI") || identifier.hasPrefix("NS") else { return nil }
        var best: (prefix: String, isOptions: Bool)?
        for entry in enumPrefixes where identifier.hasPrefix(entry.prefix) && identifier.count > entry.prefix.count {
            if best == nil || entry.prefix.count > best!.prefix.count { best = entry }
        }
        guard let best else { return nil }
        return (lowerCamel(String(identifier.dropFirst(best.prefix.count))), best.isOptions)
    }

    /// `FullScreen` → `fullScreen`; `URL` → `url`; `TVTop` → `tvTop` (Swift lowers a leading acronym).
    static func lowerCamel(_ text: String) -> String {
        // Most names start in lowercase already, and nearly all are ASCII: answered without
        // splitting them into Characters.
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        guard let first = text.utf8.first, first >= 0x80 || capitals.contains(first) else { return text }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(text.utf8)
            var upper = 0
            while upper < bytes.count, capitals.contains(bytes[upper]) { upper += 1 }
            let lowered = upper == 1 || upper == bytes.count ? upper : upper - 1
            for index in 0..<lowered { bytes[index] += 32 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(text)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return text }
        // The acronym's last capital starts the next word when a lowercase letter follows it.
        let lowered = upper == 1 || upper == characters.count ? upper : upper - 1
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// The prepositions Swift's importer splits a selector's first piece at (SE-0005).
    private static let prepositions = ["With", "At", "For", "From", "To", "In", "By", "On", "Of", "Using", "Into", "After", "Before"]

    /// The Swift form of a selector: the catalogue's member, a table entry, or the importer's rules.
    static func swiftCall(_ pieces: [String], takesArguments: Bool) -> SwiftCall {
        let selector = takesArguments ? pieces.map { $0 + ":" }.joined() : pieces[0]
        // A pure function of the selector, asked again for every message (when a file is lowered
        // and by `objc.send` when one is sent): kept, up to a bound (splitting names into
        // Characters cost 5 % of lowering a paste).
        if let known = knownCalls.withLock({ $0[selector] }) { return known }
        let call = importedCall(selector, pieces, takesArguments: takesArguments)
        knownCalls.withLock { calls in
            if calls.count < 4096 { calls[selector] = call }
        }
        return call
    }
    private static let knownCalls = Locked([String: SwiftCall]())

    private static func importedCall(_ selector: String, _ pieces: [String], takesArguments: Bool) -> SwiftCall {
        if let member = catalogueBySelector[selector] {
            return SwiftCall(name: member.name, labels: member.parameters.map(\.label), member: member)
        }
        if let imported = importedNames[selector] { return parse(swiftName: imported) }
        guard takesArguments else { return SwiftCall(name: pieces[0], labels: [], member: nil) }
        var name = pieces[0]
        var first: String?
        // `popViewControllerAnimated:` is `popViewController(animated:)`.
        if name.hasSuffix("Animated"), name.count > 8 {
            name = String(name.dropLast(8))
            first = "animated"
        } else if let split = prepositionSplit(name) {
            (name, first) = split
        }
        return SwiftCall(name: name, labels: [first] + pieces.dropFirst().map { $0.isEmpty ? nil : $0 }, member: nil)
    }

    /// A selector without the importer's splitting: `selectTabAtIndex:` is `selectTabAtIndex(_:)`.
    static func unsplit(_ pieces: [String]) -> SwiftCall {
        SwiftCall(name: pieces[0], labels: [nil] + pieces.dropFirst().map { $0.isEmpty ? nil : $0 }, member: nil)
    }

    /// `animateWithDuration` → (`animate`, `withDuration`); nil without a preposition after a word.
    private static func prepositionSplit(_ piece: String) -> (String, String)? {
        let characters = Array(piece)
        var index = characters.count - 1
        while index > 0 {
            if characters[index].isUppercase {
                let rest = String(characters[index...])
                for preposition in prepositions where rest.hasPrefix(preposition) {
                    let after = rest.dropFirst(preposition.count)
                    if after.isEmpty || after.first!.isUppercase {
                        return (String(characters[..<index]), lowerCamel(rest))
                    }
                }
            }
            index -= 1
        }
        return nil
    }

    /// `insertSubview(_:at:)` → name and labels.
    static func parse(swiftName: String) -> SwiftCall {
        guard let open = swiftName.firstIndex(of: "(") else { return SwiftCall(name: swiftName, labels: [], member: nil) }
        let labels = swiftName[swiftName.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? nil : String($0) }
        return SwiftCall(name: String(swiftName[..<open]), labels: labels, member: nil)
    }

    /// An initialiser's selector: `initWithRootViewController:` → `init(rootViewController:)`'s labels.
    static func initializerLabels(_ pieces: [String]) -> [String?]? {
        guard let first = pieces.first, first.hasPrefix("init") else { return nil }
        if first == "init" { return pieces.count == 1 ? [] : [nil] + pieces.dropFirst().map { $0 } }
        guard first.hasPrefix("initWith") else { return nil }
        let label = lowerCamel(String(first.dropFirst(8)))
        return [label.isEmpty ? nil : label] + pieces.dropFirst().map { $0 }
    }

    /// A class factory: `[UIColor colorWithWhite:alpha:]` is `UIColor(white:alpha:)`, as Swift
    /// imports a factory whose first word ends the class's name.
    static func factoryLabels(_ pieces: [String], className: String) -> [String?]? {
        guard let first = pieces.first, let with = first.range(of: "With") else { return nil }
        let word = first[..<with.lowerBound]
        guard !word.isEmpty, className.lowercased().hasSuffix(word.lowercased()) else { return nil }
        return [lowerCamel(String(first[with.upperBound...]))] + pieces.dropFirst().map { $0 }
    }

    /// Swift names of every property UIKit declares (any class): a zero-argument message or a
    /// one-argument `set...:` message with such a name is the property, not a method.
    static let uikitPropertyNames: Set<String> = {
        var names = Set(UIKitCatalogue.modelledProperties.map(\.name))
        for known in UIKitCatalogue.knownClasses.values {
            for (name, members) in known.members where members.contains(where: \.isProperty) { names.insert(name) }
        }
        return names
    }()

    /// Whether `name` (a Swift name) is a property of the UIKit class `className` or its superclasses.
    static func isUIKitProperty(_ name: String, on className: String) -> Bool {
        UIKitCatalogue.knownMembers(named: name, on: className).contains(where: \.isProperty)
            || UIKitCatalogue.modelledProperties.contains { $0.name == name && UIKitCatalogue.knownChain(from: className).contains($0.owner) }
    }

    /// A property's Swift name from its Objective-C name or getter.
    static func propertyName(_ objcName: String) -> String {
        if let renamed = propertyRenames[objcName] { return renamed }
        // `@property(getter=isDragging) BOOL dragging` is `isDragging` in Swift: UIKit's BOOL
        // properties with an `is` getter, found by the Swift name the catalogue knows.
        if !uikitPropertyNames.contains(objcName), let first = objcName.first, first.isLowercase {
            let swiftName = "is" + first.uppercased() + objcName.dropFirst()
            if uikitPropertyNames.contains(swiftName) { return swiftName }
        }
        return objcName
    }
}
