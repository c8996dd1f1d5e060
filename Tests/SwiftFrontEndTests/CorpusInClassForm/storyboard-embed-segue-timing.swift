final class SceneViewController: UIViewController {
    private(set) var embedded: UIViewController?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        embedded = segue.destination
    }
}
let P = SceneViewController()
let C = UIViewController()
P.storyboardEmbed(C)
// --- script
window.rootViewController = P
