/// `show(_:sender:)` and `showDetailViewController(_:sender:)`.
extension Playground {
    /// The target is found like `targetViewController(forAction:sender:)`: the first controller up
    /// the parent (then presenting) chain that overrides the method; a navigation controller
    /// pushes, a split view controller shows the detail; with no target the controller presents
    /// modally (rule 24; scenario `show-target-routing`).
    func show(_ target: String, from name: String, detail: Bool) throws {
        var current: String? = name
        while let candidate = current {
            switch controller(candidate).kind {
            case .navigation where !detail:
                return try push(target, on: candidate, animated: true)
            case .split:
                return try showDetail(target, in: candidate)
            default:
                current = controller(candidate).parent ?? controller(candidate).presenting
            }
        }
        try present(target, from: name, animated: true, completion: nil)
    }
}
