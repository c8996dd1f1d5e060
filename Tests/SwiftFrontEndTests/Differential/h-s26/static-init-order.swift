class Logger {
    static let shared = Logger()
    var lines: [String] = []
    init() { print("Logger created") }
    func log(_ s: String) { lines.append(s); print("LOG:", s) }
}
struct Defaults {
    static var theme: String = { print("computing theme"); return "dark" }()
}
print("program start")
Logger.shared.log("one")
print("between")
Logger.shared.log("two")
print(Logger.shared.lines.count)
print("theme next")
print(Defaults.theme)
Defaults.theme = "light"
print(Defaults.theme)
let g1: Int = { print("global g1"); return 1 }()
print("after g1", g1)
