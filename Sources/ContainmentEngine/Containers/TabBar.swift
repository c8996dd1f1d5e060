/// UITabBarController: every tab is a child; only the selected one's view is on screen.
extension Playground {
    func selectedTab(of tabs: String) -> String? {
        let record = controller(tabs)
        guard let index = record.container.selectedIndex, record.container.tabs.indices.contains(index) else { return nil }
        return record.container.tabs[index]
    }

    /// `tabs.viewControllers = [...]`: all become children at once, not when shown; unselected
    /// tabs stay unloaded (rule 19; scenarios `tab-initial-display`, `printhierarchy-tab-unloaded`).
    func setTabs(_ tabs: String, _ list: [String]) throws {
        guard Set(list).count == list.count else {
            throw UIKitException.invalidArgument("The view controllers of a tab bar controller must be distinct")
        }
        let old = controller(tabs).container.tabs
        let previous = selectedTab(of: tabs)
        for child in old where !list.contains(child) {
            try willMove(child, toParent: nil)
            if child == previous, isShowing(tabs) {
                try sendAppearance(.viewWillDisappear, to: child, animated: false)
                try uninstall(child, from: tabs)
                try sendAppearance(.viewDidDisappear, to: child, animated: false)
            } else {
                try uninstall(child, from: tabs)
            }
            try removeFromParent(child)
        }
        for child in list where !old.contains(child) { try addChild(child, to: tabs) }
        let keep = previous.flatMap { list.firstIndex(of: $0) }
        update(tabs) {
            $0.container.tabs = list
            $0.container.selectedIndex = keep ?? (list.isEmpty ? nil : 0)
        }
        if let selected = selectedTab(of: tabs), selected != previous, isShowing(tabs) {
            try switchTab(tabs, from: nil, to: selected)
        }
    }

    /// The program's `parent.addChild(child)`: on a tab bar controller it adds a tab, as
    /// `viewControllers = viewControllers + [child]` does (semantics.md rule 19c).
    func addChildAction(_ child: String, to parent: String) throws {
        let tabs = controller(parent).container.tabs
        guard controller(parent).kind == .tabBar, !tabs.contains(child), child != parent, !isAncestor(child, of: parent) else {
            return try addChild(child, to: parent)
        }
        try setTabs(parent, tabs + [child])
    }

    /// `selectedIndex = i` / `selectedViewController = c`. The incoming tab's will-callback comes
    /// before the outgoing one's, the opposite of a push (rule 19; scenario `tab-switch`).
    func selectTab(_ tabs: String, index: Int?, controller selected: String?) throws {
        let list = controller(tabs).container.tabs
        guard let target = index ?? selected.flatMap({ list.firstIndex(of: $0) }), list.indices.contains(target) else {
            if let index {
                throw UIKitException.invalidArgument(
                    "-[UITabBarController setSelectedIndex:]: index \(index) beyond bounds [0 .. \(max(list.count - 1, 0))]")
            }
            throw UIKitException.invalidArgument(
                "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
            )
        }
        let previous = selectedTab(of: tabs)
        update(tabs) { $0.container.selectedIndex = target }
        guard list[target] != previous else { return }
        if isShowing(tabs) {
            try switchTab(tabs, from: previous, to: list[target])
        } else if let previous {
            try uninstall(previous, from: tabs)
        }
    }

    /// A user's tap on a tab: another tab is selected; the selected tab, when it holds a navigation
    /// controller, pops it to its root (UITabBarController's default behaviour).
    func simulateTabTap(_ tabs: String, index: Int) throws {
        let list = controller(tabs).container.tabs
        guard list.indices.contains(index) else {
            throw UIKitException.invalidArgument("simulateTap(index: \(index)): the tab bar has \(list.count) tabs (simulator-defined)")
        }
        // The tab bar tells its delegate, the tab bar controller (`tabBar(_:didSelect:)`, which a
        // subclass overrides), then the controller asks its own delegate whether to select; a
        // `false` leaves everything as it was (rule 19a).
        try tellDelegate(tabs, "tabBarDidSelect", shown: list[index], animated: false)
        guard try delegateAllows(tabs, "shouldSelect", shown: list[index]) else { return }
        if list[index] == selectedTab(of: tabs), controller(list[index]).kind == .navigation {
            try popTo(nil, on: list[index], animated: true)
        } else {
            try selectTab(tabs, index: index, controller: nil)
        }
        // Only a user's tap tells the delegate, selected tab changed or not (rule 19a).
        try tellDelegate(tabs, "didSelect", shown: list[index], animated: false)
    }

    private func switchTab(_ tabs: String, from: String?, to: String) throws {
        try loadViewIfNeeded(to)
        try sendAppearance(.viewWillAppear, to: to, animated: false)
        if let from { try sendAppearance(.viewWillDisappear, to: from, animated: false) }
        if let from { try uninstall(from, from: tabs) }
        try install(to, in: tabs)
        if let from { try sendAppearance(.viewDidDisappear, to: from, animated: false) }
        try sendAppearance(.viewDidAppear, to: to, animated: false)
    }
}
