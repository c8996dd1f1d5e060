enum State { case idle, running, done }
func next(_ s: State) -> State {
    switch s {
    case .idle: return .running
    case .running: return .done
    case .done: fatalError("cannot advance from \(s)")
    }
}
var s = State.idle
for _ in 0..<4 {
    s = next(s)
    print(s)
}
