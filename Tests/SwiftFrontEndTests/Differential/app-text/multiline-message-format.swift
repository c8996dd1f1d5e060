struct Notification {
    let app: String
    let title: String
    let body: String
    let count: Int
}

func render(_ n: Notification) -> String {
    let badge = n.count > 99 ? "99+" : "\(n.count)"
    let bodyLines = n.body.split(separator: "\n", omittingEmptySubsequences: false)
    var text = """
    ┌ \(n.app.uppercased()) (\(badge))
    │ \(n.title)
    """
    for line in bodyLines {
        text += "\n│   " + (line.isEmpty ? "·" : line)
    }
    text += "\n└ \(bodyLines.count) line\(bodyLines.count == 1 ? "" : "s")"
    return text
}

let items = [
    Notification(app: "Mail", title: "Quarterly report", body: "Hi team,\n\nPlease see attached.", count: 3),
    Notification(app: "Chat", title: "Dana", body: "On my way 🚲", count: 250),
]
for n in items {
    print(render(n))
}
let words = items.map { $0.body }.joined(separator: " ").split { $0 == " " || $0 == "\n" }
print("words:", words.count, "chars:", items.map { $0.body.count }, "utf8:", items.map { $0.body.utf8.count })
print(#"raw \n stays, "quotes" too"#)
