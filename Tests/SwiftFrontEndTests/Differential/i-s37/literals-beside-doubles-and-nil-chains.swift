// Session 37's hunts on layout arithmetic and navigation models: literals beside a Double are
// Doubles (`n + 1 / 4` divided as Ints), `max`'s arguments share one type, and `x? = value`
// assigns nothing (nor evaluates the value) where `x` is nil.
let n = 3.0
let width = 100.0
print(n + 1 / 4, 1 / 4 + n, n * (1 / 2), n < 7 / 2, max(n, 7 / 2), min(1 / 2, n))
print(width * (2 / 3), width / (7 / 2), n + (1 + 1) / 4, n - 1 / 2 * 3)
let t = 0.5
print(n * (1 - t) + (1 / 3) * t)

func made(_ value: Int) -> Int {
    print("made", value)
    return value
}
var selected: Int? = nil
selected? = made(1)
print(selected as Any)
selected = 2
selected? = made(3)
print(selected as Any)
var badges: [String: Int] = ["mail": 1]
badges["chat"]? = 5
badges["mail"]? = 4
print(badges.sorted { $0.key < $1.key })
var slots: [Int?] = [nil, 2]
slots[0]? = 9
slots[1]? = 7
print(slots)
