/// UISplitViewController: columns side by side in regular width, collapsed in compact width.
extension Playground {
    func setSplitColumn(_ split: String, column: String, _ child: String?) throws {
        let known = ["primary", "supplementary", "secondary", "compact"]
        guard known.contains(column) else {
            throw UIKitException.invalidArgument("Unknown split view column .\(column); use .primary, .supplementary, .secondary or .compact")
        }
        if let old = controller(split).container.columns[column], old != child {
            try willMove(old, toParent: nil)
            try uninstall(old, from: split)
            try removeFromParent(old)
        }
        update(split) { $0.container.columns[column] = child }
        guard let child else { return }
        if controller(child).parent != split { try addChild(child, to: split) }
        if isShowing(split), visibleSplitColumns(of: split).contains(child) {
            try install(child, in: split)
            try didMove(child, toParent: split)
        } else {
            update(split) { $0.container.pendingDidMove.append(child) }
        }
        if column == "secondary", isShowing(split) { try collapseClassicSplit(split) }
    }

    /// A split whose width class changed on screen shows its new set of columns: expanding to
    /// regular width brings the secondary column in (appearing through the window path), collapsing
    /// to compact takes it out (scenarios `split-expand-on-rotation`, `split-initial-compact-collapse`).
    func splitTraitsChanged(_ split: String) throws {
        guard isShowing(split), let splitView = controller(split).view else { return }
        if controller(split).traits.horizontalSizeClass == .regular { try expandClassicSplit(split) } else { try collapseClassicSplit(split) }
        let visible = visibleSplitColumns(of: split)
        for child in controller(split).children where !visible.contains(child) { try uninstall(child, from: split) }
        for child in visible where controller(child).view.map({ view($0).superview }) != splitView {
            try install(child, in: split)
            if controller(split).container.pendingDidMove.contains(child) {
                update(split) { $0.container.pendingDidMove.removeAll { $0 == child } }
                try didMove(child, toParent: split)
            }
        }
    }

    /// A classic split (`UISplitViewController()` with `viewControllers = [primary, secondary]`)
    /// collapses in compact width, at its first display or on a change to compact: the secondary
    /// leaves its columns (`setViewControllers([primary])`), then the delegate is asked
    /// `splitViewController(_:collapseSecondary:onto:)`; false, or no delegate, and a primary
    /// navigation controller pushes the secondary onto its stack (nested, whole: a navigation
    /// controller too), so the detail shows first; true discards it. Rule 24a.
    func collapseClassicSplit(_ split: String) throws {
        let record = controller(split)
        guard record.container.splitStyle == "unspecified", record.traits.horizontalSizeClass != .regular,
            record.container.collapsedSecondary == nil, record.container.columns["compact"] == nil,
            let primary = record.container.columns["primary"], let secondary = record.container.columns["secondary"]
        else { return }
        update(split) {
            $0.container.columns["secondary"] = nil
            $0.container.collapsedSecondary = secondary
            $0.container.pendingDidMove.removeAll { $0 == secondary }
        }
        try willMove(secondary, toParent: nil)
        try uninstall(secondary, from: split)
        try removeFromParent(secondary)
        guard try delegateAllows(split, "collapseSecondary", shown: secondary), controller(primary).kind == .navigation else { return }
        // UIKit lets the primary nest this navigation controller (`_setAllowNestedNavigationControllers:`).
        try setNavigationStack(primary, controller(primary).container.navigationStack + [secondary], animated: false)
    }

    /// Back to regular width: the primary navigation controller gives back what it shows on top
    /// of the collapsed secondary (it pops it), else the split uses the secondary it kept.
    func expandClassicSplit(_ split: String) throws {
        guard let secondary = controller(split).container.collapsedSecondary else { return }
        update(split) { $0.container.collapsedSecondary = nil }
        if let primary = controller(split).container.columns["primary"], controller(primary).kind == .navigation,
            controller(primary).container.navigationStack.last == secondary
        {
            // Separated at once, as part of the size change (no navigation transition): the
            // primary's new top comes on screen through the window path.
            update(primary) { $0.container.navigationStack.removeLast() }
            try willMove(secondary, toParent: nil)
            try uninstall(secondary, from: primary)
            try removeFromParent(secondary)
            if isShowing(primary), let top = controller(primary).container.navigationStack.last { try install(top, in: primary) }
        }
        guard controller(secondary).parent == nil else { return }
        try setSplitColumn(split, column: "secondary", secondary)
    }

    /// Regular width shows the primary and secondary columns; compact width collapses them into
    /// one: the compact column if set, else the primary (which then shows the secondary's content).
    func visibleSplitColumns(of split: String) -> [String] {
        let record = controller(split)
        let columns = record.container.columns
        if record.traits.horizontalSizeClass == .regular {
            return ["primary", "supplementary", "secondary"].filter { !record.container.hiddenColumns.contains($0) || $0 == "secondary" }
                .compactMap { columns[$0] }
        }
        return [columns["compact"] ?? columns["primary"]].compactMap { $0 }
    }

    /// `showDetailViewController` on a split: the secondary column in regular width, `show` on the
    /// collapsed primary in compact width (rule 24).
    func showDetail(_ detail: String, in split: String) throws {
        if controller(split).traits.horizontalSizeClass == .regular {
            if let secondary = controller(split).container.columns["secondary"], controller(secondary).kind == .navigation {
                return try setNavigationStack(secondary, [detail], animated: false)
            }
            return try setSplitColumn(split, column: "secondary", detail)
        }
        if let primary = controller(split).container.columns["primary"], controller(primary).kind == .navigation {
            return try push(detail, on: primary, animated: true)
        }
        try present(detail, from: split, animated: true, completion: nil)
    }
}
