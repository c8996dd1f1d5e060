// Nested types: printing values and type names.
struct Store {
    enum Status { case open, closed(reason: String) }
    struct Hours { var from: Int; var to: Int }
    var name: String
    var status: Status
    var hours: Hours
}
let s = Store(name: "Deli", status: .closed(reason: "holiday"), hours: .init(from: 9, to: 17))
print(s)
print(s.status)
print(s.hours)
print(type(of: s.status))
print(Store.Hours.self)
print(String(reflecting: Store.Status.self))
debugPrint(s.hours)
