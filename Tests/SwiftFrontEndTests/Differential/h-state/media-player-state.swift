struct Track { let title: String; let seconds: Int }
enum PlayerState: CustomStringConvertible {
    case stopped
    case playing(index: Int, position: Int)
    case paused(index: Int, position: Int)
    var description: String {
        switch self {
        case .stopped: return "stopped"
        case let .playing(i, p): return "playing #\(i) @\(p)s"
        case let .paused(i, p): return "paused #\(i) @\(p)s"
        }
    }
}
struct Player {
    let queue: [Track]
    var state = PlayerState.stopped
    mutating func play() {
        switch state {
        case .stopped: state = queue.isEmpty ? .stopped : .playing(index: 0, position: 0)
        case let .paused(i, p): state = .playing(index: i, position: p)
        case .playing: break
        }
    }
    mutating func pause() {
        if case let .playing(i, p) = state { state = .paused(index: i, position: p) }
    }
    mutating func advance(seconds: Int) {
        guard case .playing(var i, var p) = state else { return }
        p += seconds
        while i < queue.count && p >= queue[i].seconds {
            p -= queue[i].seconds
            i += 1
        }
        state = i < queue.count ? .playing(index: i, position: p) : .stopped
    }
}
var player = Player(queue: [Track(title: "Intro", seconds: 30), Track(title: "Song", seconds: 200), Track(title: "Outro", seconds: 45)])
player.play(); print(player.state)
player.advance(seconds: 50); print(player.state)
player.pause(); player.advance(seconds: 500); print(player.state)
player.play(); player.advance(seconds: 179); print(player.state)
player.advance(seconds: 1); print(player.state)
player.advance(seconds: 44); print(player.state)
player.advance(seconds: 1); print(player.state)
