// didSet on a struct-typed property fires when a nested field changes.
struct Position {
    var x = 0
    var y = 0
}

struct Sprite {
    var position = Position() {
        didSet {
            print("moved from (\(oldValue.x), \(oldValue.y)) to (\(position.x), \(position.y))")
        }
    }
    var log: [Int] = [] {
        didSet { print("log count \(log.count)") }
    }
}

var sprite = Sprite()
sprite.position.x = 5
sprite.position.y += 2
sprite.log.append(1)
sprite.log.append(2)
sprite.position = Position(x: -1, y: -1)
