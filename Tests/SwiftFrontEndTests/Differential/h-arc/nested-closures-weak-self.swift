final class Animator {
    private var steps: [() -> Void] = []
    func animate(_ block: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        steps.append(block)
        steps.append { completion(true) }
    }
    func run() {
        let current = steps
        steps = []
        print("animator runs \(current.count) steps")
        for s in current { s() }
    }
}

final class CardView {
    let name: String
    var alpha = 1.0
    var onDismiss: (() -> Void)?
    init(name: String) { self.name = name }

    func dismiss(using animator: Animator) {
        animator.animate({ [weak self] in
            self?.alpha = 0.0
            print("faded \(self?.name ?? "<gone>")")
        }, completion: { [weak self] finished in
            guard let self = self else {
                print("completion: card already gone (finished=\(finished))")
                return
            }
            let nested: () -> Void = { [weak self] in
                print("nested sees \(self?.name ?? "<gone>") alpha \(self?.alpha ?? -1)")
            }
            nested()
            self.onDismiss?()
        })
    }

    deinit { print("CardView \(name) deinit") }
}

func run() {
    let animator = Animator()
    let a = CardView(name: "A")
    a.onDismiss = { print("A dismissed callback") }
    a.dismiss(using: animator)
    animator.run()

    var b: CardView? = CardView(name: "B")
    b?.dismiss(using: animator)
    b = nil
    print("B released before animation")
    animator.run()
    print("end run")
}

run()
