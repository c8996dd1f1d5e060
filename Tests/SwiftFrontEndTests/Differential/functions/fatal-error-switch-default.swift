// fatalError in a switch default for an impossible state.
enum State { case idle, loading, loaded(Int), failed }
func render(_ s: State) -> String {
    switch s {
    case .idle: return "spinner off"
    case .loading: return "spinner on"
    case .loaded(let n) where n > 0: return "\(n) rows"
    case .loaded: return "empty list"
    default: fatalError("cannot render \(s)")
    }
}
let states: [State] = [.idle, .loading, .loaded(3), .loaded(0), .failed, .idle]
for s in states {
    print(render(s))
}
