// A stack of cards: each push adds a child on top, pop removes the top one; a defer logs the count.
import UIKit

final class CardViewController: UIViewController {
    var title2 = ""
}

final class CardStackViewController: UIViewController {
    private var cards: [CardViewController] = []

    func push(_ title: String) {
        defer { print("cards:", cards.count) }
        let card = CardViewController()
        card.title2 = title
        addChild(card)
        let inset = CGFloat(cards.count * 10)
        card.view.frame = CGRect(x: inset, y: inset, width: view.bounds.width - 2 * inset, height: 400)
        view.addSubview(card.view)
        card.didMove(toParent: self)
        cards.append(card)
    }

    func pop() {
        guard let top = cards.popLast() else { return }
        top.willMove(toParent: nil)
        top.view.removeFromSuperview()
        top.removeFromParent()
        print("popped", top.title2)
    }
}

let stack = CardStackViewController()
window.rootViewController = stack
RunLoop.main.run(until: Date())
for title in ["first", "second", "third"] {
    stack.push(title)
}
RunLoop.main.run(until: Date())
stack.pop()
stack.pop()
