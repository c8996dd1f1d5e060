// A generic Stack<T> struct with mutating push/pop and a computed top.
struct Stack<Element> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }

    mutating func push(_ item: Element) {
        items.append(item)
    }

    @discardableResult
    mutating func pop() -> Element? {
        items.popLast()
    }
}

var numbers = Stack<Int>()
for n in [3, 1, 4] { numbers.push(n) }
print(numbers.count, numbers.top ?? -1)
print(numbers.pop() ?? -1, numbers.pop() ?? -1)
numbers.pop()
print(numbers.isEmpty, numbers.pop() == nil)

var history = Stack<String>()
history.push("home")
history.push("detail")
let copy = history
history.pop()
print(history.top ?? "-", copy.top ?? "-")
