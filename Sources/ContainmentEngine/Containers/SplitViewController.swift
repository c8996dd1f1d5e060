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
    }

    /// A split whose width class changed on screen shows its new set of columns: expanding to
    /// regular width brings the secondary column in (appearing through the window path), collapsing
    /// to compact takes it out (scenarios `split-expand-on-rotation`, `split-initial-compact-collapse`).
    func splitTraitsChanged(_ split: String) throws {
        guard isShowing(split), let splitView = controller(split).view else { return }
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
