enum PlayerState {
    case stopped
    case playing(track: String, position: Int)
    case paused(track: String, position: Int)
}

enum Command { case play(String), pause, resume, seek(Int), stop }

func apply(_ command: Command, to state: PlayerState) -> PlayerState {
    switch (state, command) {
    case (_, .play(let t)):
        return .playing(track: t, position: 0)
    case (.playing(let t, let pos), .pause):
        return .paused(track: t, position: pos)
    case (.paused(let t, let pos), .resume):
        return .playing(track: t, position: pos)
    case (.playing(let t, let pos), .seek(let by)), (.paused(let t, let pos), .seek(let by)):
        return .playing(track: t, position: max(0, pos + by))
    case (_, .stop):
        return .stopped
    default:
        fatalError("Invalid command \(command) in state \(state)")
    }
}

var state = PlayerState.stopped
let script: [Command] = [.play("Song A"), .seek(30), .pause, .seek(-45), .resume, .stop, .pause]
for cmd in script {
    state = apply(cmd, to: state)
    switch state {
    case .stopped: print("■ stopped")
    case .playing(let t, let p): print("▶ \(t) @\(p)s")
    case .paused(let t, let p): print("❚❚ \(t) @\(p)s")
    }
}
