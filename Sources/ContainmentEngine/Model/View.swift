/// One UIView of the session: a controller's root view (`C.view`), a plain view declared by the
/// script (`let box = UIView()`), a stack view, or a container's private view.
typealias View = CopyOnWrite<ViewFields>

extension CopyOnWrite<ViewFields> {
    init(name: String, className: String, owner: String?) {
        self.init(ViewFields(name: name, className: className, owner: owner))
    }
}

struct ViewFields: Sendable, Codable, Equatable {
    let name: String
    let className: String
    /// The controller whose root view this is (a controller's `view = ...` moves it).
    var owner: String?
    var superview: String?
    var subviews: [String] = []
    var frame: Rect = .zero
    /// Set by the script (`view.frame = ...`): an explicitly sized view.
    var hasExplicitFrame = false
    var translatesAutoresizingMaskIntoConstraints = true
    /// How it follows its superview's size (a cell's content view: width and height).
    var autoresizingMask: AutoresizingMask = []
    /// Constraints that position this view (first item is this view).
    var constraints: [LayoutConstraint] = []
    var alpha: Double = 1
    var isHidden = false
    var safeAreaInsets = EdgeInsets.zero
    var stack: StackLayout?
    var needsLayout = false
    /// The bounds size at the last layout, to autoresize root views when it changes.
    var lastLayoutSize: Size?
    /// Some view below needs layout: the layout pass walks only dirty branches.
    var descendantNeedsLayout = false

    init(name: String, className: String, owner: String?) {
        self.name = name
        self.className = className
        self.owner = owner
    }
}

/// `UIStackView`'s own layout: axis and arranged subviews (a subset of `subviews`).
package struct StackLayout: Sendable, Codable, Equatable {
    package enum Axis: String, Sendable, Codable { case vertical, horizontal }
    var axis: Axis = .horizontal
    var arranged: [String] = []
    var spacing: Double = 0
}

/// A constraint of the contract's forms: `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`
/// or `a.heightAnchor.constraint(equalToConstant: 44)`.
package struct LayoutConstraint: Sendable, Equatable, Codable {
    package enum Attribute: String, Sendable, Codable {
        case top, bottom, leading, trailing, centerX, centerY, width, height

        /// A width or height: only these anchors (`NSLayoutDimension`) take a multiplier (rule 33).
        package var isDimension: Bool { self == .width || self == .height }
    }
    package enum Target: Sendable, Equatable, Codable {
        case view(String)
        case safeArea(String)
        /// A scroll view's `contentLayoutGuide` (rule 34): its leading and top are the content's
        /// origin, the bounds' origin while nothing scrolls; its trailing, bottom, centres and size
        /// are what the content's constraints make them (they size the content, not the views).
        case scrollContent(String)
    }
    package var attribute: Attribute
    package var target: Target?
    package var targetAttribute: Attribute?
    package var constant: Double
    /// `attribute = multiplier × targetAttribute + constant`, as `NSLayoutConstraint` defines it
    /// (`constraint(equalTo:multiplier:constant:)` on dimension anchors; docs/semantics.md, rule 33).
    package var multiplier: Double

    package init(attribute: Attribute, target: Target?, targetAttribute: Attribute?, constant: Double, multiplier: Double = 1) {
        self.attribute = attribute
        self.target = target
        self.targetAttribute = targetAttribute
        self.constant = constant
        self.multiplier = multiplier
    }

    private enum CodingKeys: String, CodingKey { case attribute, target, targetAttribute, constant, multiplier }

    /// Snapshots written before the multiplier was modelled read back with 1.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        attribute = try container.decode(Attribute.self, forKey: .attribute)
        target = try container.decodeIfPresent(Target.self, forKey: .target)
        targetAttribute = try container.decodeIfPresent(Attribute.self, forKey: .targetAttribute)
        constant = try container.decode(Double.self, forKey: .constant)
        multiplier = try container.decodeIfPresent(Double.self, forKey: .multiplier) ?? 1
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attribute, forKey: .attribute)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encodeIfPresent(targetAttribute, forKey: .targetAttribute)
        try container.encode(constant, forKey: .constant)
        if multiplier != 1 { try container.encode(multiplier, forKey: .multiplier) }
    }
}
