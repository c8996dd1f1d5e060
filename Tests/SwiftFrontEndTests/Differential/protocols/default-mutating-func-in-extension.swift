// A protocol extension provides a default mutating method used by structs.
protocol Resettable {
    init()
    mutating func reset()
}

extension Resettable {
    mutating func reset() {
        self = Self()
    }
}

protocol Toggleable {
    var isOn: Bool { get set }
    mutating func toggle()
}

extension Toggleable {
    mutating func toggle() { isOn = !isOn }
}

struct Switch: Toggleable, Resettable {
    var isOn = false
    var flips = 0
    mutating func flip() { toggle(); flips += 1 }
}

var s = Switch()
s.flip()
print(s.isOn, s.flips)
s.flip()
s.flip()
print(s.isOn, s.flips)
s.reset()
print(s.isOn, s.flips)
var t: Toggleable = Switch(isOn: true, flips: 9)
t.toggle()
print(t.isOn)
