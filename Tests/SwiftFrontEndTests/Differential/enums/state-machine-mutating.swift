// An enum state machine with a mutating transition method.
enum PlayerState: Equatable {
    case idle
    case playing(track: String)
    case paused(track: String, at: Int)

    mutating func handle(_ event: String) {
        switch (self, event) {
        case (.idle, let e) where e.hasPrefix("play:"):
            self = .playing(track: String(e.dropFirst(5)))
        case (.playing(let track), "pause"):
            self = .paused(track: track, at: 30)
        case (.paused(let track, _), "resume"):
            self = .playing(track: track)
        case (_, "stop"):
            self = .idle
        default:
            print("ignored \(event) in \(self)")
        }
    }
}

var state = PlayerState.idle
for event in ["pause", "play:intro", "pause", "resume", "play:other", "stop"] {
    state.handle(event)
    print(event, "->", state)
}
print(state == .idle)
