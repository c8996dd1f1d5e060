// if case let and pattern matching on enums and optionals.
enum Response { case success(code: Int, body: String), failure(String), redirect(to: String) }
let responses: [Response] = [.success(code: 200, body: "ok"), .failure("timeout"), .redirect(to: "/home"), .success(code: 204, body: "")]
for r in responses {
    if case let .success(code, body) = r, !body.isEmpty {
        print("success", code, body)
    } else if case .failure(let why) = r {
        print("failure:", why)
    } else if case .redirect = r {
        print("redirect")
    } else {
        print("other")
    }
}
let maybe: Int? = 7
if case let x? = maybe { print("has", x) }
if case 1...10 = 7 { print("in range") }
let point = (2, 0)
if case (_, 0) = point { print("on x axis") }
