final class Step {
    let title: String
    var next: Step?

    init(_ title: String, next: Step? = nil) {
        self.title = title
        self.next = next
    }
}

struct Flow: Sequence {
    let first: Step?

    func makeIterator() -> AnyIterator<String> {
        var current = first
        return AnyIterator {
            defer { current = current?.next }
            return current?.title
        }
    }
}

let flow = Flow(first: Step("sign in", next: Step("choose plan", next: Step("pay"))))
print(Array(flow), flow.map { $0.count })
for title in flow where title.contains(" ") {
    print("screen:", title)
}
var steps = flow.makeIterator()
print(steps.next() as Any, steps.next() as Any)
var counter = 0
let ticks = AnyIterator { () -> Int? in
    counter += 1
    return counter <= 3 ? counter * counter : nil
}
var squares: [Int] = []
var source = ticks
while let square = source.next() {
    squares.append(square)
}
print(squares, counter)
