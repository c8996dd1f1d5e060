import ContainmentEngine

/// Core Graphics' functions on rectangles that need more than a line: `CGRectDivide`'s parts and
/// CGGeometry.h's tests and set operations (the Objective-C front end's `objc.CGRect...`).
extension Interpreter {
    /// `CGRectDivide`'s two parts, `[slice, remainder]`: the slice `amount` deep from `edge`
    /// (0 min x, 1 min y, 2 max x, 3 max y), clamped to the rectangle; Apple documents it as
    /// Swift's `CGRect.divided(atDistance:from:)`. A negative amount or an unstandardised
    /// rectangle is refused rather than guessed.
    func rectDivided(_ r: (x: Double, y: Double, width: Double, height: Double), _ amount: Double, _ edge: Double, _ loc: Loc) throws -> Value {
        guard amount >= 0, r.width >= 0, r.height >= 0, [0, 1, 2, 3].contains(edge) else {
            throw error("CGRectDivide with a negative amount or size, or an unknown edge, is not modelled", loc)
        }
        func make(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
            .record("CGRect", [("x", .double(x)), ("y", .double(y)), ("width", .double(width)), ("height", .double(height))])
        }
        let horizontal = edge == 0 || edge == 2
        let cut = min(amount, horizontal ? r.width : r.height)
        let parts: (Value, Value)
        switch edge {
        case 0: parts = (make(r.x, r.y, cut, r.height), make(r.x + cut, r.y, r.width - cut, r.height))
        case 1: parts = (make(r.x, r.y, r.width, cut), make(r.x, r.y + cut, r.width, r.height - cut))
        case 2: parts = (make(r.x + r.width - cut, r.y, cut, r.height), make(r.x, r.y, r.width - cut, r.height))
        default: parts = (make(r.x, r.y + r.height - cut, r.width, cut), make(r.x, r.y, r.width, r.height - cut))
        }
        return .array([parts.0, parts.1])
    }
}

extension Interpreter {
    /// CGGeometry.h's tests and set operations on rectangles, as Apple documents them: a point on
    /// a rectangle's minimum edges is inside it, on its maximum edges outside; `CGRectNull` (an
    /// infinite origin) is what disjoint rectangles intersect in. Where Apple's answer is not
    /// documented (rectangles that only touch, negative sizes) the call is refused.
    func coreGraphicsGeometry(_ function: String, _ arguments: [Value], _ loc: Loc) throws -> Value {
        typealias Rect = (x: Double, y: Double, width: Double, height: Double)
        func rect(_ index: Int) throws -> Rect {
            guard index < arguments.count, case .record("CGRect", _) = arguments[index] else { throw error("\(function) takes a CGRect", loc) }
            let value = arguments[index]
            let r = (
                x: Self.double(value.field("x")) ?? 0, y: Self.double(value.field("y")) ?? 0, width: Self.double(value.field("width")) ?? 0,
                height: Self.double(value.field("height")) ?? 0
            )
            guard r.width >= 0, r.height >= 0 else {
                throw error("\(function) of a rectangle with a negative size is not modelled by the playground", loc)
            }
            return r
        }
        func fields(_ index: Int, _ names: [String]) -> [Double] {
            names.map { index < arguments.count ? Self.double(arguments[index].field($0)) ?? 0 : 0 }
        }
        func make(_ r: Rect) -> Value {
            .record("CGRect", [("x", .double(r.x)), ("y", .double(r.y)), ("width", .double(r.width)), ("height", .double(r.height))])
        }
        func isNull(_ r: Rect) -> Bool { r.x.isInfinite || r.y.isInfinite }
        let null: Rect = (.infinity, .infinity, 0, 0)
        /// Whether two rectangles overlap (an area in common), are apart, or only touch (nil).
        func overlap(_ a: Rect, _ b: Rect) -> Bool? {
            if isNull(a) || isNull(b) { return false }
            let apart = a.x + a.width < b.x || b.x + b.width < a.x || a.y + a.height < b.y || b.y + b.height < a.y
            if apart { return false }
            let overlapping = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
            return overlapping ? true : nil
        }
        func touching() -> ScriptError {
            error("\(function) of rectangles that only touch (an edge or a corner in common) is not modelled by the playground", loc)
        }
        switch function {
        case "CGRectContainsPoint":
            let r = try rect(0), p = fields(1, ["x", "y"])
            return .bool(!isNull(r) && p[0] >= r.x && p[0] < r.x + r.width && p[1] >= r.y && p[1] < r.y + r.height)
        case "CGRectIntersectsRect":
            guard let answer = overlap(try rect(0), try rect(1)) else { throw touching() }
            return .bool(answer)
        case "CGRectIntersection":
            let (a, b) = (try rect(0), try rect(1))
            guard let overlaps = overlap(a, b) else { throw touching() }
            guard overlaps else { return make(null) }
            let x = max(a.x, b.x), y = max(a.y, b.y)
            return make((x, y, min(a.x + a.width, b.x + b.width) - x, min(a.y + a.height, b.y + b.height) - y))
        case "CGRectUnion":
            let (a, b) = (try rect(0), try rect(1))
            if isNull(a) { return make(b) }
            if isNull(b) { return make(a) }
            let x = min(a.x, b.x), y = min(a.y, b.y)
            return make((x, y, max(a.x + a.width, b.x + b.width) - x, max(a.y + a.height, b.y + b.height) - y))
        case "CGRectContainsRect":
            let (a, b) = (try rect(0), try rect(1))
            return .bool(!isNull(a) && !isNull(b) && b.x >= a.x && b.y >= a.y && b.x + b.width <= a.x + a.width && b.y + b.height <= a.y + a.height)
        case "CGRectIsNull": return .bool(isNull(try rect(0)))
        case "CGRectIntegral":
            let r = try rect(0)
            if isNull(r) { return make(r) }
            let x = r.x.rounded(.down), y = r.y.rounded(.down)
            return make((x, y, (r.x + r.width).rounded(.up) - x, (r.y + r.height).rounded(.up) - y))
        case "CGSizeEqualToSize": return .bool(fields(0, ["width", "height"]) == fields(1, ["width", "height"]))
        case "CGPointEqualToPoint": return .bool(fields(0, ["x", "y"]) == fields(1, ["x", "y"]))
        default:
            let sides = ["top", "left", "bottom", "right"]
            return .bool(fields(0, sides) == fields(1, sides))
        }
    }
}
