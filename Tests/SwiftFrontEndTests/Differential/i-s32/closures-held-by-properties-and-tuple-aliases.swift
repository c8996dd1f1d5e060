struct Curve {
    var name: String
    var function: (Double) -> Double
}
let ease = Curve(name: "ease", function: { $0 * $0 })
print(ease.function(0.5))
enum Easing {
    case linear, quad
    var apply: (Double) -> Double {
        switch self {
        case .linear: return { $0 }
        case .quad: return { $0 * $0 }
        }
    }
}
print(Easing.quad.apply(0.5))
final class Button { var onTap: () -> String = { "tapped" } }
print(Button().onTap())
typealias Rule = (name: String, test: (String) -> Bool)
let rules: [Rule] = [("long", { $0.count > 3 }), ("digit", { $0.contains("1") })]
print(rules.map { $0.test("ab1c") })
