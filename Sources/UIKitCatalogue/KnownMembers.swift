/// UIKit's real members, modelled or not, so that a misspelt one is swiftc's error and a real one
/// the playground does not model reads its declared default with a diagnostic (issue 39). Parsed
/// once from the generated table (`KnownMembers+Generated.swift`, docs/evidence/uikit-api).
package struct KnownMember: Sendable {
    package enum Kind: Character, Sendable {
        case property = "p", settableProperty = "P", method = "m", initializer = "i", classProperty = "c", classMethod = "C"
    }

    package var owner: String
    package var kind: Kind
    package var name: String
    /// A method's argument labels (nil: unlabelled); empty for a property.
    package var labels: [String?]
    package var type: UIKitType
    /// The type as the SDK spells it.
    package var typeSpelling: String
    package var introduced: Int?

    package var isProperty: Bool { kind == .property || kind == .settableProperty || kind == .classProperty }
    package var isStatic: Bool { kind == .classProperty || kind == .classMethod }
    package var swiftName: String { labels.isEmpty && isProperty ? name : "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))" }

    /// Where `: ` (a colon and a space) first appears: between a member's name and its type.
    static func typeSeparator(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == ":", next < text.endIndex, text[next] == " " { return index }
            index = next
        }
        return nil
    }

    /// Parses `P view: UIView! @9`, `m addChild(_:): Void @5`.
    init?(owner: String, line: Substring) {
        guard let kind = line.first.flatMap(Kind.init(rawValue:)) else { return nil }
        var rest = line.dropFirst(2)
        var introduced: Int?
        if let at = rest.lastIndex(of: "@"), let release = Int(rest[rest.index(after: at)...]) {
            introduced = release
            rest = rest[..<at].dropLast()
        }
        let nameEnd: Substring.Index
        if let open = rest.firstIndex(of: "("), let colonSpace = Self.typeSeparator(in: rest), open < colonSpace {
            let close = rest[open...].firstIndex(of: ")") ?? rest.endIndex
            name = String(rest[..<open])
            labels = rest[rest.index(after: open)..<close].split(separator: ":").map { $0 == "_" ? nil : String($0) }
            nameEnd = rest.index(after: close)
        } else {
            guard let colon = Self.typeSeparator(in: rest) else { return nil }
            name = String(rest[..<colon])
            labels = []
            nameEnd = colon
        }
        typeSpelling = String(rest[nameEnd...].dropFirst(2))
        guard !typeSpelling.isEmpty else { return nil }
        type = UIKitType(spelling: typeSpelling)
        self.owner = owner
        self.kind = kind
        self.introduced = introduced
    }
}

extension UIKitType {
    /// The type a spelling in UIKit's Swift interface names, as far as the catalogue tells types
    /// apart (a class, an enumeration and a protocol all read as `.object`: none has a default).
    init(spelling: String) {
        let text = spelling.trimmingCharacters(in: " ")
        if text.hasSuffix("?") {
            self = .optional(UIKitType(spelling: String(text.dropLast())))
        } else if text.hasSuffix("!") {
            self = .implicitlyUnwrapped(UIKitType(spelling: String(text.dropLast())))
        } else if text.hasPrefix("("), text.hasSuffix(")"), !text.contains("->") {
            self = UIKitType(spelling: String(text.dropFirst().dropLast()))
        } else if text.contains("->") {
            self = .closure([])
        } else if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            self = .array(UIKitType(spelling: String(text.dropFirst().dropLast())))
        } else {
            switch text {
            case "Void": self = .void
            case "Bool": self = .bool
            case "Int", "UInt": self = .int
            case "CGFloat", "Double", "Float": self = .cgFloat
            case "TimeInterval": self = .timeInterval
            case "String": self = .string
            case "CGRect": self = .rect
            case "CGSize": self = .size
            case "CGPoint": self = .point
            case "UIEdgeInsets": self = .edgeInsets
            default: self = text.hasPrefix("[") || text.hasPrefix("any ") ? .other(text) : .object(text)
            }
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}

extension UIKitCatalogue {
    /// A class of the table: its superclass and its members by base name.
    package struct KnownClass: Sendable {
        package var superclass: String
        package var members: [String: [KnownMember]]
    }

    package static let knownClasses: [String: KnownClass] = {
        var classes: [String: KnownClass] = [:]
        for (name, superclass, text) in knownMemberText {
            var members: [String: [KnownMember]] = [:]
            for line in text.split(separator: "\n") {
                guard let member = KnownMember(owner: name, line: line) else { continue }
                members[member.name, default: []].append(member)
            }
            classes[name] = KnownClass(superclass: superclass, members: members)
        }
        for (name, members) in [("NSObject", nsObjectMembers), ("UIViewController", historicalControllerMembers)] {
            var known = classes[name] ?? KnownClass(superclass: "", members: [:])
            for line in members {
                if let member = KnownMember(owner: name, line: Substring(line)) { known.members[member.name, default: []].append(member) }
            }
            classes[name] = known
        }
        return classes
    }()

    /// NSObject's members every UIKit class has (NSObject's own header is not among the evidence;
    /// these are the ones container code uses, from NSObject's and NSKeyValueCoding's interfaces).
    static let nsObjectMembers = [
        "p description: String", "p debugDescription: String", "p hash: Int", "m isEqual(_:): Bool", "m isKind(of:): Bool",
        "m isMember(of:): Bool", "m responds(to:): Bool", "m conforms(to:): Bool", "m perform(_:): Unmanaged<AnyObject>!",
        "m perform(_:with:): Unmanaged<AnyObject>!", "m value(forKey:): Any?", "m setValue(_:forKey:): Void", "m value(forKeyPath:): Any?",
        "m setValue(_:forKeyPath:): Void", "m copy(): Any", "m mutableCopy(): Any", "m awakeFromNib(): Void", "m prepareForInterfaceBuilder(): Void",
        "p classForCoder: AnyClass", "P accessibilityLabel: String?", "P accessibilityIdentifier: String?", "P accessibilityHint: String?",
        "P accessibilityValue: String?", "P isAccessibilityElement: Bool", "P accessibilityTraits: UIAccessibilityTraits",
        "P accessibilityElementsHidden: Bool", "P accessibilityViewIsModal: Bool", "P accessibilityElements: [Any]?",
        "P shouldGroupAccessibilityChildren: Bool", "P accessibilityFrame: CGRect", "P accessibilityLanguage: String?",
        "P accessibilityNavigationStyle: UIAccessibilityNavigationStyle", "P accessibilityRespondsToUserInteraction: Bool",
        "i init(): NSObject",
    ]

    /// Members of iOS 5 and 6 that today's SDK no longer declares, which old container code
    /// overrides (Apple's documentation lists them among the deprecated symbols).
    static let historicalControllerMembers = [
        "p automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers: Bool @5", "p shouldAutomaticallyForwardRotationMethods: Bool @6",
    ]

    /// Whether the table lists the class's members (a name it lacks is then not UIKit's).
    package static func knowsMembers(of className: String) -> Bool {
        knownClasses[className] != nil && className != "NSObject"
    }

    /// The class and its superclasses as the table and the catalogue know them, most derived first.
    package static func knownChain(from className: String) -> [String] {
        var chain = [className]
        while chain.count < 16 {
            let last = chain[chain.count - 1]
            guard let next = knownClasses[last]?.superclass ?? superclasses[last], !next.isEmpty else { break }
            chain.append(next)
        }
        if chain.last != "NSObject" { chain.append("NSObject") }
        return chain
    }

    /// UIKit's members named `name` on an instance of `className` (or the class itself: `isStatic`),
    /// most derived first.
    package static func knownMembers(named name: String, on className: String) -> [KnownMember] {
        knownChain(from: className).flatMap { knownClasses[$0]?.members[name] ?? [] }
    }
}
