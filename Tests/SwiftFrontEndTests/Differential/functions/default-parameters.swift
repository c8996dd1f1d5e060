// Default parameter values, including ones that refer to other globals.
let defaultTimeout = 30
func request(_ url: String, method: String = "GET", timeout: Int = defaultTimeout, retries: Int = 1) -> String {
    "\(method) \(url) t=\(timeout) r=\(retries)"
}
print(request("/a"))
print(request("/b", method: "POST"))
print(request("/c", retries: 5))
print(request("/d", method: "PUT", timeout: 5, retries: 0))
struct Button {
    var title: String
    var enabled: Bool = true
    var size: Int = 12
}
print(Button(title: "OK"))
print(Button(title: "Cancel", size: 10))
func pad(_ s: String, to n: Int = 6, with c: Character = ".") -> String {
    s + String(repeating: c, count: max(0, n - s.count))
}
print(pad("ab") + "|", pad("abc", to: 4, with: "*") + "|")
