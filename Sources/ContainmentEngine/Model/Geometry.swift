/// Points, sizes and rectangles in UIKit's coordinate space (origin top-left, points).
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    /// Sizes print as `WxH`, the contract's canonical form.
    public var description: String { "\(Size.format(width))x\(Size.format(height))" }

    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var description: String {
        let f = Size.format
        return "(\(f(x)), \(f(y)), \(f(width)), \(f(height)))"
    }
}

public struct EdgeInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var description: String {
        let f = Size.format
        return "(top: \(f(top)), left: \(f(left)), bottom: \(f(bottom)), right: \(f(right)))"
    }
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
