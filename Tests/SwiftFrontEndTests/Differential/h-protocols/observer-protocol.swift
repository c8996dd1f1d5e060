protocol StoreObserver: AnyObject {
    var id: String { get }
    func storeDidChange(count: Int)
}
final class CartStore {
    private var items: [String] = []
    private var observers: [StoreObserver] = []
    func subscribe(_ o: StoreObserver) { observers.append(o) }
    func unsubscribe(_ o: StoreObserver) { observers.removeAll { $0 === o } }
    func add(_ item: String) {
        items.append(item)
        notify()
    }
    func removeAll() {
        defer { notify() }
        items.removeAll()
    }
    private func notify() {
        for o in observers { o.storeDidChange(count: items.count) }
    }
}
final class BadgeView: StoreObserver {
    let id = "badge"
    var text = ""
    func storeDidChange(count: Int) { text = count == 0 ? "" : "\(count)"; print("badge -> '\(text)'") }
}
final class Analytics: StoreObserver {
    let id = "analytics"
    var events: [Int] = []
    func storeDidChange(count: Int) { events.append(count) }
}
let store = CartStore()
let badge = BadgeView()
let analytics = Analytics()
store.subscribe(badge)
store.subscribe(analytics)
store.add("shoes")
store.add("hat")
store.unsubscribe(badge)
store.add("scarf")
store.removeAll()
print(analytics.events, badge.text)
store.subscribe(badge)
store.add("gloves")
print(analytics.events.count, badge.text)
