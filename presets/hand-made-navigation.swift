// title: A hand-made navigation controller
// description: Push and pop built on transition(from:to:): the pushed child is added before the transition and gets didMove in its completion; the popped one gets willMove(nil) before and removeFromParent after; a bar view's title follows the top controller.
let stackHost = StackContainerViewController()
let bar = UIView()
let inbox = InboxViewController()
let message = MessageViewController()
override stackHost.viewDidLoad {
    bar.frame = CGRect(x: 0, y: 47, width: 390, height: 44)
    stackHost.view.addSubview(bar)
    stackHost.addChild(inbox)
    inbox.view.frame = CGRect(x: 0, y: 91, width: 390, height: 753)
    stackHost.view.addSubview(inbox.view)
    inbox.didMove(toParent: stackHost)
}
window.rootViewController = stackHost
RunLoop.main.run(until: Date())
// push(message)
stackHost.addChild(message)
message.view.frame = CGRect(x: 0, y: 91, width: 390, height: 753)
stackHost.transition(from: inbox, to: message, duration: 0.35, options: [], animations: nil) { _ in
    message.didMove(toParent: stackHost)
}
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// pop()
message.willMove(toParent: nil)
stackHost.transition(from: message, to: inbox, duration: 0.35, options: [], animations: nil) { _ in
    message.removeFromParent()
}
