// Property observers do not fire when the class's own init sets the property.
class Player {
    var score: Int {
        willSet { print("willSet score \(score) -> \(newValue)") }
        didSet { print("didSet score \(oldValue) -> \(score)") }
    }

    init(score: Int) {
        self.score = score
        print("init set score to \(score)")
        self.score = score + 1
        print("init set score again")
    }

    func bump() {
        score += 10
    }
}

let p = Player(score: 5)
print("created with \(p.score)")
p.bump()
p.score = 0
