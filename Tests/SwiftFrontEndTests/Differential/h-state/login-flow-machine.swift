enum LoginState: Equatable {
    case loggedOut
    case enteringCode(attemptsLeft: Int)
    case loggedIn(user: String)
    case locked
}

enum LoginEvent {
    case requestCode
    case submit(code: String)
    case logout
}

struct LoginMachine {
    var state = LoginState.loggedOut
    let correctCode = "4321"

    mutating func send(_ event: LoginEvent) {
        switch (state, event) {
        case (.loggedOut, .requestCode):
            state = .enteringCode(attemptsLeft: 3)
        case (.enteringCode, .submit(let code)) where code == correctCode:
            state = .loggedIn(user: "user-\(code.reversed().map(String.init).joined())")
        case (.enteringCode(let left), .submit):
            state = left > 1 ? .enteringCode(attemptsLeft: left - 1) : .locked
        case (.loggedIn, .logout):
            state = .loggedOut
        default:
            print("  ignored \(event) in \(state)")
        }
    }
}

var machine = LoginMachine()
let events: [LoginEvent] = [.submit(code: "1"), .requestCode, .submit(code: "0000"), .submit(code: "4321"), .requestCode, .logout, .requestCode, .submit(code: "1"), .submit(code: "2"), .submit(code: "3"), .submit(code: "4321")]
for event in events {
    machine.send(event)
    print(machine.state)
}
print(machine.state == .locked)
