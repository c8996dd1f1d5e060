// [weak self] in a stored closure avoids a cycle; a strong capture would keep the object.
class Timer {
    var onTick: (() -> Void)?
    func fire() { onTick?() }
}

class Clock {
    let name: String
    let timer = Timer()
    var ticks = 0
    init(name: String, weakly: Bool) {
        self.name = name
        if weakly {
            timer.onTick = { [weak self] in
                guard let self = self else { print("self is gone"); return }
                self.ticks += 1
                print("\(self.name) tick \(self.ticks)")
            }
        } else {
            timer.onTick = { self.ticks += 1; print("\(self.name) strong tick \(self.ticks)") }
        }
    }
    deinit { print("\(name) deinit") }
}

var weakClock: Clock? = Clock(name: "weak", weakly: true)
let timer = weakClock!.timer
timer.fire()
weakClock = nil
timer.fire()
var strongClock: Clock? = Clock(name: "strong", weakly: false)
let timer2 = strongClock!.timer
strongClock = nil
timer2.fire()
print("end")
