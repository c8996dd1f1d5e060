// Strides over Double are the standard library's (a fused multiply-add per step); a trailing
// closure fills a struct's memberwise closure property.
print(Array(stride(from: 1.0, to: 0.0, by: -0.3)))
print(Array(stride(from: 0.5, through: 2.0, by: 0.3)))
var xs: [Double] = []
for x in stride(from: 10.0, to: 9.0, by: -0.1) { xs.append(x) }
print(xs)
struct Rule {
    let message: String
    let check: (String) -> Bool
}
let rules = [Rule(message: "empty") { $0.isEmpty }, Rule(message: "long", check: { $0.count > 3 })]
for rule in rules { print(rule.message, rule.check(""), rule.check("hello")) }
