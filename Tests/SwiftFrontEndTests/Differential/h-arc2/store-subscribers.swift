// Redux-like store with subscriber tokens; unsubscribe on token deinit
protocol Subscriber: AnyObject {
    var id: String { get }
    func newState(_ s: Int)
}

final class Store {
    private(set) var state = 0
    private var subs: [Int: () -> Subscriber?] = [:]
    private var order: [Int] = []
    private var nextKey = 0
    init() { print("Store init") }
    deinit { print("Store deinit") }
    func subscribe(_ s: Subscriber) -> Token {
        let k = nextKey; nextKey += 1
        subs[k] = { [weak s] in s }
        order.append(k)
        return Token(key: k, store: self)
    }
    func unsubscribe(_ k: Int) {
        subs[k] = nil
        order.removeAll { $0 == k }
        print("unsubscribed \(k), remaining \(order.count)")
    }
    func dispatch(_ delta: Int) {
        state += delta
        print("dispatch \(delta) -> \(state)")
        for k in order {
            if let s = subs[k]?() { s.newState(state) } else { print("  key \(k) dead") }
        }
    }
}

final class Token {
    let key: Int
    weak var store: Store?
    init(key: Int, store: Store) { self.key = key; self.store = store }
    deinit { print("Token \(key) deinit"); store?.unsubscribe(key) }
}

final class Screen: Subscriber {
    let id: String
    var token: Token?
    init(_ id: String) { self.id = id; print("Screen \(id) init") }
    deinit { print("Screen \(id) deinit") }
    func newState(_ s: Int) { print("  \(id) sees \(s)") }
}

let store = Store()
var a: Screen? = Screen("A")
var b: Screen? = Screen("B")
a!.token = store.subscribe(a!)
b!.token = store.subscribe(b!)
store.dispatch(1)
a = nil
store.dispatch(2)
var leak: Token? = store.subscribe(Screen("C"))
store.dispatch(3)
leak = nil
print("leaked token cleared")
b?.token = nil
store.dispatch(4)
b = nil
print("end state", store.state)
