/// UIPageViewController: it drives its pages' appearance itself.
extension Playground {
    /// `setViewControllers(_:direction:animated:)`. Before the page controller appears, the page
    /// is added without `willMove` and, when it appears, gets will/is/did-appear and `didMove`
    /// before any layout (the known quirk; rule 7 open question 16, scenario
    /// `pageviewcontroller-setviewcontrollers-quirk`). On screen it swaps like a finished swipe.
    func setPages(_ pages: String, _ list: [String], forward: Bool, animated: Bool) throws {
        guard let page = list.first, list.count == 1 else {
            throw UIKitException.invalidArgument(
                "The number of view controllers provided (\(list.count)) doesn't match the number required (1) for the requested transition")
        }
        let current = controller(pages).container.pages.first
        guard page != current else { return }
        update(pages) { $0.container.pageNeighbours = [:] }  // set by code: the scroll view asks again
        if isShowing(pages) {
            return try beginPageTransition(pages, from: current, to: page, finishes: true, animated: animated)
        }
        if let current { try uninstall(current, from: pages); try removeFromParent(current) }
        adoptPage(page, in: pages)
        update(pages) {
            $0.container.pages = [page]; $0.container.pendingPageAppearance = animated
        }
        try loadViewIfNeeded(page)
        if controller(pages).view != nil { try install(page, in: pages) }
    }

    /// Pages become children without `willMove(toParent:)` (open question 16).
    private func adoptPage(_ page: String, in pages: String) {
        guard controller(page).parent != pages else { return }
        update(pages) { $0.children.append(page) }
        update(page) { $0.parent = pages }
    }

    func pageDidSendAppearance(_ callback: AppearanceCallback, to pages: String, animated: Bool) throws {
        for page in controller(pages).container.pages {
            switch callback {
            case .viewWillAppear:
                let flag = controller(pages).container.pendingPageAppearance ?? animated
                update(pages) { $0.container.pendingPageAppearance = nil }
                try install(page, in: pages)
                try sendAppearance(.viewWillAppear, to: page, animated: flag)
                if controller(page).isMovingToParent || !controller(page).isMovingFromParent {
                    try sendAppearance(.viewDidAppear, to: page, animated: flag)
                    try didMove(page, toParent: pages)
                }
            case .viewDidAppear: break
            case .viewWillDisappear, .viewDidDisappear:
                try sendAppearance(callback, to: page, animated: animated)
            }
        }
    }

    /// A user swipe: the incoming page's will-callback first. Completed: scroll style ends with the
    /// incoming did-appear first, page curl with the outgoing did-disappear first; cancelled, the
    /// pages swap back (rule 7; scenarios `pageviewcontroller-scroll`, `pageviewcontroller-curl`, low).
    /// Without a target, the data source gives it, and the delegate hears of the swipe (rule 19b).
    func simulateSwipe(_ pages: String, to target: String?, forward: Bool, finishes: Bool) throws {
        guard isShowing(pages), let current = controller(pages).container.pages.first, current != target else {
            emit(.console, "\(controller(pages).described): the swipe does not begin (not on screen, no page, or the same page).", controller: pages)
            return
        }
        let swipe = PageSwipe(forward: forward)
        guard let next = try target ?? neighbour(of: current, in: pages, swipe) else {
            // No page that way: the scroll view bounces, and nobody is told.
            emit(.console, "\(controller(pages).described): the swipe does not begin (the data source gives no page \(swipe.side) it).", controller: pages)
            return
        }
        try tellPageDelegate(pages, "willTransitionTo", .page(next))
        try beginPageTransition(pages, from: current, to: next, finishes: finishes, animated: true, swipe: swipe)
    }

    /// The data source's page beside `current`: a scroll-style page controller asks for both
    /// neighbours at the first drag, the swipe's side first; a page curl only for that side.
    private func neighbour(of current: String, in pages: String, _ swipe: PageSwipe) throws -> String? {
        let curl = controller(pages).container.pageTransitionStyle == "pageCurl"
        var found: String?
        for side in curl ? [swipe.dataSourceMethod] : [swipe.dataSourceMethod, swipe.reversed.dataSourceMethod] {
            let answer = try askDataSource(pages, side, current)
            if side == swipe.dataSourceMethod { found = answer }
        }
        guard let found, found != current, controllers[found] != nil else { return nil }
        return found
    }

    /// A scroll view asks once per neighbour and keeps the answer (helper-found decompiled iOS
    /// 18.2 `_UIQueuingScrollView`; the published log asks again only for the page after the new one).
    private func askDataSource(_ pages: String, _ method: String, _ page: String) throws -> String? {
        let key = method + " " + page
        let scroll = controller(pages).container.pageTransitionStyle != "pageCurl"
        if scroll, let kept = controller(pages).container.pageNeighbours[key] { return kept.isEmpty ? nil : kept }
        guard !state.behaviours.isEmpty, let dataSource = state.behaviours[pages, "dataSource:" + method] else { return nil }
        let answer = try dataSource.answer(Callback(controller: pages, method: method, argument: .page(page)), on: self)
        if scroll { update(pages) { $0.container.pageNeighbours[key] = answer ?? "" } }
        return answer
    }

    private func tellPageDelegate(_ pages: String, _ method: String, _ argument: CallbackArgument) throws {
        guard !state.behaviours.isEmpty, let delegate = state.behaviours[pages, "delegate:" + method] else { return }
        try delegate.perform(Callback(controller: pages, method: method, argument: argument), on: self, callSuper: {})
    }

    /// After a swipe's animation: the delegate's `didFinishAnimating`, then (scroll style, when it
    /// completed) the data source asked for the next page on the same side.
    func finishPageSwipe(_ pages: String, _ swipe: PageSwipe, from: String?, to: String, finishes: Bool) throws {
        try tellPageDelegate(pages, "didFinishAnimating", .pageTransitionFinished(previous: from, completed: finishes))
        guard finishes, controller(pages).container.pageTransitionStyle != "pageCurl" else { return }
        // The page left behind is the new page's neighbour on the other side, known without asking.
        if let from { update(pages) { $0.container.pageNeighbours[swipe.reversed.dataSourceMethod + " " + to] = from } }
        _ = try askDataSource(pages, swipe.dataSourceMethod, to)
    }

    private func beginPageTransition(
        _ pages: String, from: String?, to: String, finishes: Bool, animated: Bool, swipe: PageSwipe? = nil
    ) throws {
        adoptPage(to, in: pages)
        try loadViewIfNeeded(to)
        try sendAppearance(.viewWillAppear, to: to, animated: animated)
        if let from { try sendAppearance(.viewWillDisappear, to: from, animated: animated) }
        try install(to, in: pages)
        let transition = ContainerTransition.page(pages: pages, from: from, to: to, finishes: finishes, animated: animated, swipe: swipe)
        if animated { startAnimation(duration: 0.3, .container(transition)) } else { state.deferred.append(.container(transition)) }
    }

    func finishPageTransition(_ pages: String, from: String?, to: String, finishes: Bool, animated: Bool) throws {
        let curl = controller(pages).container.pageTransitionStyle == "pageCurl"
        if finishes {
            if curl {
                try hide(from, in: pages, animated: animated); try appear(to, animated: animated)
            } else {
                try appear(to, animated: animated); try hide(from, in: pages, animated: animated)
            }
            update(pages) { $0.container.pages = [to] }
            try didMove(to, toParent: pages)
            if let from { try removeFromParent(from) }
            return
        }
        guard let from else { return }
        if curl {
            try sendAppearance(.viewWillDisappear, to: to, animated: animated)
            try sendAppearance(.viewWillAppear, to: from, animated: animated)
            try hide(to, in: pages, animated: animated)
            try appear(from, animated: animated)
        } else {
            try sendAppearance(.viewWillAppear, to: from, animated: animated)
            try appear(from, animated: animated)
            try sendAppearance(.viewWillDisappear, to: to, animated: animated)
            try hide(to, in: pages, animated: animated)
        }
        // The page that was never shown leaves quietly: it was adopted without willMove.
        update(pages) { $0.children.removeAll { $0 == to } }
        update(to) { $0.parent = nil }
    }

    private func appear(_ page: String, animated: Bool) throws {
        if case .appearing = controller(page).appearance { try sendAppearance(.viewDidAppear, to: page, animated: animated) }
    }

    private func hide(_ page: String?, in pages: String, animated: Bool) throws {
        guard let page else { return }
        try uninstall(page, from: pages)
        if case .disappearing = controller(page).appearance {
            try sendAppearance(.viewDidDisappear, to: page, animated: animated)
        }
    }
}

/// The direction of a user's swipe through pages.
struct PageSwipe: Sendable, Codable, Equatable {
    var forward: Bool
    var reversed: PageSwipe { PageSwipe(forward: !forward) }
    /// The data source method that gives the page on this side.
    var dataSourceMethod: String { forward ? "viewControllerAfter" : "viewControllerBefore" }
    var side: String { forward ? "after" : "before" }
}
