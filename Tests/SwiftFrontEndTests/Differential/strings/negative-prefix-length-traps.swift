func preview(_ text: String, length: Int) -> String {
    return String(text.prefix(length)) + "..."
}
let title = "Differential testing"
print(preview(title, length: 12))
print(preview(title, length: 0))
let available = 10 - title.count
print("length", available)
print(preview(title, length: available))
print("not reached")
