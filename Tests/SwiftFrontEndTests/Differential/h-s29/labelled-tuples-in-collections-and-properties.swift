// Tuples take the labels of the type they are stored as (an array's or a dictionary's element,
// a property's), their elements are assigned by label, and a closure a tuple holds is called
// through its label.
typealias Handler = (Int) -> Bool

final class EventBus {
    private var handlers: [(id: Int, topic: String, fn: Handler)] = []
    private var nextID = 1
    func subscribe(_ topic: String, _ fn: @escaping Handler) -> Int {
        handlers.append((nextID, topic, fn))
        nextID += 1
        return nextID - 1
    }
    func publish(_ topic: String, _ value: Int) -> [Int] {
        handlers.filter { $0.topic == topic && $0.fn(value) }.map { $0.id }
    }
}

struct Shape {
    var origin = (x: 0.0, y: 0.0)
    var size: (w: Double, h: Double) = (4, 2)
    var center: (x: Double, y: Double) {
        get { (origin.x + size.w / 2, origin.y + size.h / 2) }
        set { origin = (newValue.x - size.w / 2, newValue.y - size.h / 2) }
    }
}

func makeCounter(from start: Int) -> (increment: () -> Int, reset: () -> Void) {
    var count = start
    return ({ count += 1; return count }, { count = start })
}

let bus = EventBus()
_ = bus.subscribe("tap") { $0 > 1 }
_ = bus.subscribe("tap") { $0 % 2 == 0 }
print(bus.publish("tap", 2), bus.publish("tap", 3))

var shape = Shape()
shape.center = (x: 10, y: 5)
shape.size.w = 8
print(shape.origin, shape.origin.x, shape.center)

var stock: [String: (name: String, count: Int)] = ["A": ("Chips", 2)]
stock["A"]!.count -= 1
print(stock["A"]!.name, stock["A"]!.count)

let counter = makeCounter(from: 5)
print(counter.increment(), counter.increment())
counter.reset()
print(counter.increment())
