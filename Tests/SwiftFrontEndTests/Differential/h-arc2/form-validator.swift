// Form validator with rule objects, class hierarchy and deinit in sub/superclass
class Rule {
    let field: String
    init(field: String) { self.field = field; print("rule(\(field)) init") }
    func validate(_ v: String) -> String? { nil }
    var kind: String { "base" }
    deinit { print("Rule.deinit \(kind) for \(field)") }
}

final class NonEmpty: Rule {
    override func validate(_ v: String) -> String? { v.isEmpty ? "\(field) is required" : nil }
    override var kind: String { "nonEmpty" }
    deinit { print("NonEmpty.deinit \(field)") }
}

final class MinLength: Rule {
    let n: Int
    init(field: String, n: Int) { self.n = n; super.init(field: field) }
    override func validate(_ v: String) -> String? { v.count < n ? "\(field) needs \(n) chars" : nil }
    override var kind: String { "min\(n)" }
    deinit { print("MinLength.deinit \(field) n=\(n)") }
}

struct FormState {
    var values: [String: String] = [:]
    var rules: [Rule] = []
}

final class FormValidator {
    var state = FormState()
    init() { print("validator init") }
    deinit { print("validator deinit with \(state.rules.count) rules") }
    func run() -> [String] {
        state.rules.compactMap { r in r.validate(state.values[r.field] ?? "") }
    }
}

func addRules(to s: inout FormState) {
    s.rules.append(NonEmpty(field: "email"))
    s.rules.append(MinLength(field: "password", n: 6))
    s.rules.append(NonEmpty(field: "password"))
}

var v: FormValidator? = FormValidator()
addRules(to: &v!.state)
v!.state.values["email"] = ""
v!.state.values["password"] = "abc"
for e in v!.run() { print("error:", e) }
v!.state.values["email"] = "a@b.c"
v!.state.values["password"] = "secret!"
print("errors:", v!.run().count)
print("dropping min rule")
v!.state.rules.remove(at: 1)
print("replace first rule")
v!.state.rules[0] = MinLength(field: "email", n: 3)
print("errors:", v!.run())
v = nil
print("end")
