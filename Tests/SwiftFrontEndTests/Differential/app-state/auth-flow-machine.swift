enum AuthState: Equatable {
    case signedOut
    case enteringCode(phone: String, attempts: Int)
    case signedIn(userID: Int)
    case locked
}

enum AuthEvent {
    case requestCode(String)
    case submit(String)
    case signOut
}

func reduce(_ state: AuthState, _ event: AuthEvent) -> AuthState {
    switch (state, event) {
    case (.signedOut, .requestCode(let phone)):
        return .enteringCode(phone: phone, attempts: 0)
    case (.enteringCode(let phone, let attempts), .submit(let code)):
        if code == "4242" { return .signedIn(userID: phone.count * 100) }
        return attempts + 1 >= 3 ? .locked : .enteringCode(phone: phone, attempts: attempts + 1)
    case (.signedIn, .signOut):
        return .signedOut
    default:
        return state
    }
}

var state = AuthState.signedOut
let events: [AuthEvent] = [.submit("1"), .requestCode("5550100"), .submit("0000"), .submit("4242"),
                           .requestCode("x"), .signOut, .requestCode("12"), .submit("1"), .submit("2"), .submit("3"), .submit("4242")]
for e in events {
    let newState = reduce(state, e)
    print(newState == state ? "  (ignored) \(e)" : "\(state) -> \(newState)")
    state = newState
}
