protocol HasCornerRadius { var cornerRadius: Double { get } }
protocol HasShadow { var shadowOpacity: Double { get } }
protocol Themed { var palette: String { get } }

typealias CardStyle = HasCornerRadius & HasShadow

struct DefaultCard: CardStyle, Themed {
    var cornerRadius: Double { 12 }
    var shadowOpacity: Double { 0.2 }
    var palette: String { "light" }
}

struct FlatCard: HasCornerRadius {
    let cornerRadius: Double
}

struct FloatingCard: CardStyle {
    let cornerRadius = 20.0
    let shadowOpacity = 0.45
}

func describe(_ style: CardStyle) -> String {
    "radius \(style.cornerRadius), shadow \(Int(style.shadowOpacity * 100))%"
}

let candidates: [Any] = [DefaultCard(), FlatCard(cornerRadius: 4), FloatingCard(), "not a style", 42]
for c in candidates {
    if let card = c as? CardStyle {
        print(describe(card), (c as? Themed)?.palette ?? "untheme")
    } else if let r = c as? HasCornerRadius {
        print("flat radius \(r.cornerRadius)")
    } else {
        print("skip \(c)")
    }
}
let radii = candidates.compactMap { ($0 as? HasCornerRadius)?.cornerRadius }
print(radii, radii.max() ?? 0)
