// Simulated run loop with timers holding target-action closures; invalidate and repeat
final class Timer {
    let id: Int
    let interval: Int
    let repeats: Bool
    var fireAt: Int
    var block: ((Timer) -> Void)?
    init(id: Int, interval: Int, repeats: Bool, now: Int, block: @escaping (Timer) -> Void) {
        self.id = id; self.interval = interval; self.repeats = repeats
        fireAt = now + interval; self.block = block
        print("timer \(id) scheduled @\(fireAt)")
    }
    func invalidate() { block = nil; print("timer \(id) invalidated") }
    var isValid: Bool { block != nil }
    deinit { print("timer \(id) deinit") }
}

final class RunLoop {
    var now = 0
    private var timers: [Timer] = []
    private var nextId = 1
    @discardableResult
    func schedule(every: Int, repeats: Bool, _ b: @escaping (Timer) -> Void) -> Timer {
        let t = Timer(id: nextId, interval: every, repeats: repeats, now: now, block: b)
        nextId += 1
        timers.append(t)
        return t
    }
    func advance(to t: Int) {
        while now < t {
            now += 1
            for timer in timers where timer.isValid && timer.fireAt == now {
                print("@\(now) fire \(timer.id)")
                timer.block?(timer)
                if timer.repeats { timer.fireAt += timer.interval } else { timer.invalidate() }
            }
            timers.removeAll { !$0.isValid }
        }
    }
}

final class Poller {
    var count = 0
    weak var timer: Timer?
    init(loop: RunLoop) {
        print("poller init")
        timer = loop.schedule(every: 2, repeats: true) { [weak self] t in
            guard let self else { print("  poller gone; invalidating"); t.invalidate(); return }
            self.count += 1
            print("  poll #\(self.count)")
        }
    }
    deinit { print("poller deinit after \(count) polls") }
}

let loop = RunLoop()
var poller: Poller? = Poller(loop: loop)
loop.schedule(every: 3, repeats: false) { _ in print("  one-shot") }
loop.advance(to: 5)
print("timer alive:", poller!.timer != nil)
poller = nil
loop.advance(to: 7)
print("end at", loop.now)
