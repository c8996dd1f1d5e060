/// `UIView.AutoresizingMask`, with UIKit's raw values: how a view follows its superview's size.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The option names, as Swift spells them.
    package static let named: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The frame a view with this mask takes when its superview's size goes from `old` to `new`.
    /// Apple (UIView.autoresizingMask): "When more than one option along the same axis is set, the
    /// default behavior is to distribute the size difference proportionally among the flexible
    /// portions." Flexible portions that are all zero share the difference equally.
    func resized(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        var frame = frame
        let horizontal = Self.distribute(
            new.width - old.width, [frame.x, frame.width, old.width - frame.maxX],
            [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)])
        frame.x += horizontal[0]
        frame.width = max(0, frame.width + horizontal[1])
        let vertical = Self.distribute(
            new.height - old.height, [frame.y, frame.height, old.height - frame.maxY],
            [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)])
        frame.y += vertical[0]
        frame.height = max(0, frame.height + vertical[1])
        return frame
    }

    /// Each portion's share of `delta`: in proportion to its current size among the flexible ones.
    private static func distribute(_ delta: Double, _ sizes: [Double], _ flexible: [Bool]) -> [Double] {
        let count = flexible.filter { $0 }.count
        guard delta != 0, count > 0 else { return [0, 0, 0] }
        let total = zip(sizes, flexible).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        return zip(sizes, flexible).map { size, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, size) / total : delta / Double(count)
        }
    }
}
