extension UIViewController {
    func presentFullScreen(_ other: UIViewController) {
        other.modalPresentationStyle = .fullScreen
        present(other, animated: true) {}
    }
}
let A = UIViewController()
let B = UIViewController()
window.rootViewController = A
// --- script
A.presentFullScreen(B)
