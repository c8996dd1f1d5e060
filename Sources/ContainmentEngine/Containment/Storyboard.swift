/// Storyboard container views and segues.
extension Playground {
    /// `host.storyboardEmbed(child)` declares an embed segue from a container view of host's
    /// scene; `storyboardEmbed(child, in: stack)` puts that container view inside another view of
    /// the scene (an arranged subview when it is a stack view).
    func declareStoryboardEmbed(_ child: String, in parent: String, placedIn placement: ViewReference?) throws {
        guard controller(parent).view == nil else {
            throw UIKitException.internalInconsistency(
                "\(controller(parent).described) has already loaded its view: embed segues are performed while the view loads, so declare them before (simulator-defined)"
            )
        }
        update(parent) { $0.storyboardEmbeds.append(StoryboardEmbed(child: child, placement: placement)) }
    }

    /// UIKit performs embed segues inside view loading, after `loadView` and before
    /// `viewDidLoad`: `prepare(for:sender:)`, `addChild` (willMove), the child's view loaded into
    /// its container view, `didMove(toParent:)` (rule 21; scenarios `storyboard-embed-segue-timing`,
    /// `storyboard-multiple-containers-order`).
    func performStoryboardEmbeds(of parent: String) throws {
        let embeds = controller(parent).storyboardEmbeds
        guard !embeds.isEmpty, let parentView = controller(parent).view else { return }
        let bounds = view(parentView).frame
        let share = bounds.height / Double(embeds.count)
        for (index, embed) in embeds.enumerated() {
            let containerName = "\(parent).containerView\(index + 1)"
            var container = View(name: containerName, className: "UIView", owner: nil)
            container.frame = Rect(x: 0, y: share * Double(index), width: bounds.width, height: share)
            container.hasExplicitFrame = true
            views[containerName] = container
            try place(containerName, in: embed.placement, of: parentView)
            try callback(parent, "prepare", .segue(.embed, destination: embed.child), kind: .segue)
            try addChild(embed.child, to: parent)
            let childView = try resolve(.root(of: embed.child))
            updateView(childView) {
                $0.translatesAutoresizingMaskIntoConstraints = false; $0.constraints = LayoutConstraint.fill(containerName)
            }
            update(embed.child) { $0.needsUpdateConstraints = true }
            try move(childView, to: containerName)
            try didMove(embed.child, toParent: parent)
        }
    }

    /// A container view sits in the scene's root view, or in the named view of the scene, which
    /// joins the root view (pinned to its safe area) if it is not in the hierarchy yet.
    private func place(_ containerName: String, in placement: ViewReference?, of parentView: String) throws {
        guard let placement else { return try move(containerName, to: parentView) }
        let holder = try resolve(placement)
        if view(holder).superview == nil, holder != parentView {
            updateView(holder) {
                $0.translatesAutoresizingMaskIntoConstraints = false
                $0.constraints = [.top, .bottom, .leading, .trailing].map {
                    LayoutConstraint(attribute: $0, target: .safeArea(parentView), targetAttribute: $0, constant: 0)
                }
            }
            try move(holder, to: parentView)
        }
        if view(holder).stack != nil { try addArrangedSubview(containerName, to: holder) } else { try move(containerName, to: holder) }
    }

    /// From iOS 9: the search visits a controller's presented controller first, then
    /// `allowedChildrenForUnwinding(from:)` in `children` order (by default every child but the
    /// one holding the source), then the controller itself, which cannot be the source (rule 25).
    func performUnwindSegue(from source: String, action: String) throws {
        guard let root = state.window.rootViewController,
            let destination = unwindDestination(in: root, source: source, action: action)
        else {
            emit(
                .console, "No unwind destination found for action '\(action)' from \(controller(source).described); the segue is not performed.",
                controller: source)
            return
        }
        try callback(source, "prepare", .segue(.unwind, destination: destination), kind: .segue)
        let selector = action.hasSuffix(":") ? String(action.dropLast()) : action
        try callback(destination, "unwind", .unwindAction(selector: selector, source: source), kind: .segue)
        // The source's modal presentation (if any) is dismissed back to the destination's screen.
        var top = source
        while let parent = controller(top).parent { top = parent }
        if let presenter = controller(top).presenting {
            try dismiss(from: presenter, animated: true, completion: nil)
        }
    }

    private func unwindDestination(in name: String, source: String, action: String) -> String? {
        let record = controller(name)
        if let presented = record.presented, let found = unwindDestination(in: presented, source: source, action: action) {
            return found
        }
        let allowed = record.allowedChildrenForUnwinding ?? record.children.filter { !containsController(source, in: $0) }
        for child in allowed where record.children.contains(child) {
            if let found = unwindDestination(in: child, source: source, action: action) { return found }
        }
        return name != source && record.unwindActions.contains(action) ? name : nil
    }

    private func containsController(_ name: String, in root: String) -> Bool {
        name == root || isAncestor(root, of: name)
    }

}

extension LayoutConstraint {
    /// Edges pinned to `view`: how Interface Builder embeds a child's view in its container view.
    static func fill(_ view: String) -> [LayoutConstraint] {
        [.top, .bottom, .leading, .trailing].map {
            LayoutConstraint(attribute: $0, target: .view(view), targetAttribute: $0, constant: 0)
        }
    }
}
