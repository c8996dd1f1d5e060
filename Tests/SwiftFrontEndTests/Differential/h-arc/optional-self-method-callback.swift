final class Timer {
    private var ticks: [() -> Void] = []
    func schedule(_ block: @escaping () -> Void) { ticks.append(block) }
    func fire() {
        print("timer fires \(ticks.count) blocks")
        for t in ticks { t() }
    }
}

final class ClockPresenter {
    let zone: String
    private(set) var count = 0
    init(zone: String) { self.zone = zone }

    func start(_ timer: Timer) {
        timer.schedule { [weak self] in
            self?.tick()
            print("after self?.tick() for a \(self == nil ? "dead" : "live") presenter")
        }
        timer.schedule { [weak self] in
            let label = self?.zone ?? "<nil>"
            let c = self?.count ?? -1
            print("status: zone=\(label) count=\(c)")
        }
    }

    func tick() {
        count += 1
        print("\(zone) tick \(count)")
    }

    deinit { print("ClockPresenter \(zone) deinit") }
}

func run() {
    let timer = Timer()
    var presenter: ClockPresenter? = ClockPresenter(zone: "UTC")
    presenter?.start(timer)
    timer.fire()
    timer.fire()
    presenter = nil
    print("presenter released")
    timer.fire()
    print("end run")
}

run()
