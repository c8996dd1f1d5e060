class Parent: UIViewController {
    func adopt(_ child: UIViewController) { addChild(child) }
}
let P = Parent()
let C = UIViewController()
// --- script
P.adopt(C)
