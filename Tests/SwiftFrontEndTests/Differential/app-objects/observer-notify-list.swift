protocol CartObserver: AnyObject {
    var id: String { get }
    func cartDidChange(count: Int, total: Int)
}

final class CartStore {
    private var observers: [CartObserver] = []
    private var prices: [Int] = []

    func add(_ o: CartObserver) { observers.append(o) }
    func remove(_ o: CartObserver) { observers.removeAll { $0 === o } }

    func addItem(price: Int) { prices.append(price); notify() }

    private func notify() {
        let total = prices.reduce(0, +)
        observers.forEach { $0.cartDidChange(count: prices.count, total: total) }
    }
}

final class BadgeView: CartObserver {
    let id = "badge"
    var text = ""
    func cartDidChange(count: Int, total: Int) {
        text = count > 9 ? "9+" : "\(count)"
        print("badge -> \(text)")
    }
}

final class TotalLabel: CartObserver {
    let id = "total"
    func cartDidChange(count: Int, total: Int) { print("total -> $\(total)") }
}

let store = CartStore()
let badge = BadgeView()
let label = TotalLabel()
store.add(badge)
store.add(label)
store.addItem(price: 12)
store.addItem(price: 30)
store.remove(badge)
store.addItem(price: 8)
print("badge stuck at", badge.text)
