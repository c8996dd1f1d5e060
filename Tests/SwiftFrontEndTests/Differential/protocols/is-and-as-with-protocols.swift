// is and as? test protocol conformance at run time.
protocol Drawable { func draw() -> String }
protocol Clickable { func click() -> String }

struct Label: Drawable {
    let text: String
    func draw() -> String { "Label(\(text))" }
}

struct Button: Drawable, Clickable {
    let title: String
    func draw() -> String { "Button(\(title))" }
    func click() -> String { "clicked \(title)" }
}

struct Spacer {}

let elements: [Any] = [Label(text: "Hi"), Button(title: "OK"), Spacer(), 42]
for element in elements {
    var parts: [String] = []
    if let d = element as? Drawable { parts.append(d.draw()) }
    if let c = element as? Clickable { parts.append(c.click()) }
    print(parts.isEmpty ? "nothing for \(type(of: element))" : parts.joined(separator: ", "))
}
print(elements.filter { $0 is Clickable }.count)
let drawables = elements.compactMap { $0 as? Drawable }
print(drawables.count, drawables.contains { $0 is Button })
