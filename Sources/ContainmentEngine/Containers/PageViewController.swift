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
    func simulateSwipe(_ pages: String, to target: String, forward: Bool, finishes: Bool) throws {
        guard isShowing(pages), let current = controller(pages).container.pages.first, current != target else {
            emit(.console, "\(controller(pages).described): the swipe does not begin (not on screen, no page, or the same page).", controller: pages)
            return
        }
        try beginPageTransition(pages, from: current, to: target, finishes: finishes, animated: true)
    }

    private func beginPageTransition(_ pages: String, from: String?, to: String, finishes: Bool, animated: Bool) throws {
        adoptPage(to, in: pages)
        try loadViewIfNeeded(to)
        try sendAppearance(.viewWillAppear, to: to, animated: animated)
        if let from { try sendAppearance(.viewWillDisappear, to: from, animated: animated) }
        try install(to, in: pages)
        let transition = ContainerTransition.page(pages: pages, from: from, to: to, finishes: finishes, animated: animated)
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
