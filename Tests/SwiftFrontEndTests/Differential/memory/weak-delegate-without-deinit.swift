// A weak delegate reads nil once the last strong reference goes (no deinit involved).
protocol ListDelegate: AnyObject { func didPick(_ item: String) }
final class Coordinator: ListDelegate {
    var picks: [String] = []
    func didPick(_ item: String) { picks.append(item); print("picked", item) }
}
final class List {
    weak var delegate: ListDelegate?
    func tap(_ item: String) {
        if let delegate { delegate.didPick(item) } else { print("nobody listens to", item) }
    }
}
let list = List()
var coordinator: Coordinator? = Coordinator()
list.delegate = coordinator
list.tap("a")
list.tap("b")
print(coordinator?.picks ?? [])
coordinator = nil
list.tap("c")
print(list.delegate == nil)
