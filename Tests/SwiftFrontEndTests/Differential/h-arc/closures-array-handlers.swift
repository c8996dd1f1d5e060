final class Subscriber {
    let name: String
    init(_ name: String) { self.name = name }
    func handle(_ value: Int) { print("\(name) handled \(value)") }
    deinit { print("Subscriber \(name) deinit") }
}

final class EventBus {
    private var handlers: [(Int) -> Void] = []

    func subscribe(_ handler: @escaping (Int) -> Void) {
        handlers.append(handler)
    }

    func publish(_ value: Int) {
        print("publish \(value) to \(handlers.count) handlers")
        for h in handlers { h(value) }
    }

    func dropFirst() {
        handlers.removeFirst()
        print("dropped first handler")
    }

    func reset() {
        handlers = []
        print("handlers reset")
    }

    deinit { print("EventBus deinit") }
}

func run() {
    let bus = EventBus()
    do {
        let strong = Subscriber("strong")
        bus.subscribe { value in strong.handle(value) }
        let weakOne = Subscriber("weak")
        bus.subscribe { [weak weakOne] value in
            if let w = weakOne { w.handle(value) } else { print("weak subscriber gone") }
        }
        bus.publish(1)
        print("leaving scope")
    }
    bus.publish(2)
    bus.subscribe { [s = Subscriber("captured")] v in s.handle(v) }
    bus.publish(3)
    bus.dropFirst()
    bus.publish(4)
    bus.reset()
    print("end run")
}

run()
