// guard let for validating form input.
struct Form { var name: String?; var age: String?; var email: String? }
func validate(_ f: Form) -> String {
    guard let name = f.name, !name.isEmpty else { return "missing name" }
    guard let ageText = f.age, let age = Int(ageText) else { return "bad age for \(name)" }
    guard age >= 18 else { return "\(name) is too young (\(age))" }
    guard let email = f.email, email.contains("@") else { return "\(name): invalid email" }
    return "ok: \(name), \(age), \(email)"
}
let forms = [
    Form(name: nil, age: "20", email: "a@b"),
    Form(name: "", age: "20", email: "a@b"),
    Form(name: "Ann", age: "x", email: nil),
    Form(name: "Bo", age: "15", email: "b@c"),
    Form(name: "Cy", age: "30", email: "cy"),
    Form(name: "Di", age: "44", email: "di@x.org"),
]
for f in forms { print(validate(f)) }
