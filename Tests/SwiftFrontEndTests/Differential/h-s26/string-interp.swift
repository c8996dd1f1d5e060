let name = "Ada"
let age = 36
let height: Double = 1.7
let nick: String? = nil
let score: Int? = 99
print("Name: \(name), age \(age), height \(height)m")
print("Next year: \(age + 1), half: \(Double(age) / 2)")
print("Nick: \(nick ?? "none"), score: \(score ?? 0)")
print("Score raw: \(String(describing: score)) \(String(describing: nick))")
print("Nested: \("inner \(name.uppercased())")")
print("List: \([1, 2, 3]) dict: \(["a": true])")
print("Bool: \(age > 30) \(!true)")
let multi = """
    Dear \(name),
      You are \(age).
    Bye
    """
print(multi)
print("quote \"x\" backslash \\ tab\tend")
print(#"raw \(name) \n"#)
print("a" + String(age) + "b", String(height), String(true))
print("unicode: \u{1F600} \u{E9}")
let items = ["x", "y"]
print("Items: \(items.joined(separator: ", ")) count=\(items.count)")
