struct ValidationError: Error, CustomStringConvertible {
    let field: String
    let message: String
    var description: String { "\(field): \(message)" }
}

typealias Rule = (String) throws -> Void

func required(_ field: String) -> Rule {
    return { value in
        if value.isEmpty { throw ValidationError(field: field, message: "required") }
    }
}

func maxLength(_ field: String, _ n: Int) -> Rule {
    return { value in
        if value.count > n { throw ValidationError(field: field, message: "longer than \(n)") }
    }
}

func digitsOnly(_ field: String) -> Rule {
    return { value in
        if !value.allSatisfy({ $0.isNumber }) { throw ValidationError(field: field, message: "digits only") }
    }
}

func validate(_ value: String, _ rules: [Rule]) -> [ValidationError] {
    var errors: [ValidationError] = []
    for rule in rules {
        do { try rule(value) } catch let e as ValidationError { errors.append(e) } catch {}
    }
    return errors
}

let zipRules = [required("zip"), maxLength("zip", 5), digitsOnly("zip")]
for input in ["94110", "", "9411O", "123456", "12a4567"] {
    let errors = validate(input, zipRules)
    print("'\(input)':", errors.isEmpty ? "valid" : errors.map(\.description).joined(separator: " | "))
}
let e = validate("x", [digitsOnly("code")]).first
print(e as Any)
print(e?.message.count ?? 0)
