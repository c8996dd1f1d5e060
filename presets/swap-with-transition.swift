// title: Swap with transition(from:to:)
// description: A host shows one child at a time and swaps it with transition(from:to:) and a cross-dissolve: willMove(nil) and addChild before, removeFromParent and didMove in the completion.
let host = SwapContainerViewController()
let first = FirstViewController()
let second = SecondViewController()
window.rootViewController = host
RunLoop.main.run(until: Date())
host.addChild(first)
first.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
host.view.addSubview(first.view)
first.didMove(toParent: host)
RunLoop.main.run(until: Date())
// The swap:
first.willMove(toParent: nil)
host.addChild(second)
second.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
host.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
    first.removeFromParent()
    second.didMove(toParent: host)
}
