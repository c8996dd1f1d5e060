// Navigation router with a stack of screens, push/pop/popToRoot and replace
class Screen {
    let route: String
    var onAppear: (() -> Void)?
    init(route: String) { self.route = route; print("init \(route)") }
    deinit { print("deinit \(route)") }
    func didAppear() { onAppear?() }
}

final class DetailScreen: Screen {
    let itemId: Int
    init(itemId: Int) { self.itemId = itemId; super.init(route: "detail/\(itemId)") }
    deinit { print("detail \(itemId) cleanup") }
}

final class Router {
    private(set) var stack: [Screen] = []
    var top: Screen? { stack.last }
    func push(_ s: Screen) {
        stack.append(s)
        print("push \(s.route) depth=\(stack.count)")
        s.didAppear()
    }
    @discardableResult func pop() -> Screen? {
        guard stack.count > 1 else { print("cannot pop root"); return nil }
        let s = stack.removeLast()
        print("pop \(s.route)")
        top?.didAppear()
        return s
    }
    func popToRoot() {
        print("popToRoot from depth \(stack.count)")
        while stack.count > 1 { let s = stack.removeLast(); print("  removing \(s.route)") }
        top?.didAppear()
    }
    func replaceTop(with s: Screen) {
        print("replace \(top?.route ?? "-") with \(s.route)")
        stack[stack.count - 1] = s
    }
}

let router = Router()
let home = Screen(route: "home")
home.onAppear = { [unowned home] in print("  \(home.route) appeared") }
router.push(home)
for i in 1...3 { router.push(DetailScreen(itemId: i)) }
router.pop()
print("after discard pop")
let kept = router.pop()
print("kept \(kept?.route ?? "nil")")
router.push(Screen(route: "settings"))
router.replaceTop(with: Screen(route: "about"))
router.push(DetailScreen(itemId: 9))
router.popToRoot()
router.pop()
print("stack:", router.stack.map { $0.route })
