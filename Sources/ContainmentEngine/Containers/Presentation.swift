/// Modal presentation and dismissal.
extension Playground {
    /// Evidence: rule 20; scenarios `present-fullscreen`, `present-pagesheet-ios13`,
    /// `present-currentcontext`, `present-not-in-window`, `present-active-controller`.
    func present(_ presented: String, from presenter: String, animated: Bool, completion: [Statement]?) throws {
        if let ending = state.endingPresentation, isSelfOrAncestor(of: presenter, among: ending) {
            state.presentationsAfterEnd.append(
                QueuedPresentation(presented: presented, presenter: presenter, animated: animated, completion: completion))
            return
        }
        let b = controller(presented), p = controller(presenter)
        if b.presenting != nil || presented == presenter || (b.view.map(isInWindow) ?? false) {
            throw UIKitException.invalidArgument("Application tried to present modally an active controller \(b.described).")
        }
        if let parent = b.parent {
            throw UIKitException.invalidArgument(
                "Application tried to present modally a view controller \(b.described) that has a parent view controller \(controller(parent).described)."
            )
        }
        guard let presenterView = p.view, isInWindow(presenterView) else {
            emit(.console, state.ios.notInWindowPresentationMessage(presented: b.described, presenter: p.described), controller: presenter)
            return
        }
        let style = b.modalPresentationStyle == .automatic ? .pageSheet : b.modalPresentationStyle
        let context = presentationContext(for: presenter, style: style)
        if let already = controller(context).presented {
            emit(
                .console,
                "Attempt to present \(b.described) on \(controller(context).described) (from \(p.described)) which is already presenting \(controller(already).described).",
                controller: presenter)
            return
        }
        warnIfDetached(presenter, presenting: presented)
        update(context) { $0.presented = presented }
        update(presented) {
            $0.presenting = context; $0.isBeingPresented = true; $0.modalPresentationStyle = style
        }
        try loadViewIfNeeded(presented)
        let custom = customPresentation(of: presented, style: style)
        let presentation = Presentation(
            context: context, presented: presented, animated: animated,
            removesContextView: style.removesPresenterView || custom?.removesPresentersView == true,
            completionLabel: "\(presenter).present(\(presented))", completion: completion)
        if let custom { try beginCustomPresentation(presented, custom) }
        if presentation.removesContextView { try sendAppearance(.viewWillDisappear, to: context, animated: animated) }
        try sendAppearance(.viewWillAppear, to: presented, animated: animated)
        if let custom {
            try placePresentedView(presented, custom)
        } else {
            let presentedView = controller(presented).view!
            updateView(presentedView) { $0.frame = self.presentedFrame(style) }
            try move(presentedView, to: Window.viewName)
        }
        schedule(.presentation(presentation), animated: animated)
    }

    /// UIKit warns, and still presents, when the presenter is detached: its root ancestor (up the
    /// parent chain) is neither the window's root view controller nor a presented controller.
    /// Worded as the simulated release words it (`IOSVersion.detachedPresentationWarning`; decompiled iOS 26.1 `_presentViewController:withAnimation
    /// Controller:completion:`, device logs; semantics.md rule 20a; `present-from-detached` in Tests).
    func warnIfDetached(_ presenter: String, presenting presented: String) {
        var root = presenter
        while let parent = controller(root).parent { root = parent }
        guard root != state.window.rootViewController, controller(root).presenting == nil else { return }
        let b = controller(presented).described, a = controller(presenter).described
        emit(.console, state.ios.detachedPresentationWarning(presented: b, presenter: a), controller: presenter)
        report(Pitfalls.presentedFromDetached(presenter, presented: presented))
    }

    /// Presented first, then the presenter: `viewDidAppear` before the presenter's `viewDidDisappear`.
    func finishPresentation(_ presentation: Presentation) throws {
        try deliveringEnd(of: presentation) { try self.endPresentation(presentation) }
    }

    private func endPresentation(_ presentation: Presentation) throws {
        let presented = presentation.presented, context = presentation.context
        if customPresentation(of: presented, style: controller(presented).modalPresentationStyle) != nil {
            try tellPresentationController(presented, "presentationTransitionDidEnd", .completed(true))
        }
        // The screen may have changed under the animation (a new root): finish only what is on its way.
        if case .appearing = controller(presented).appearance, controller(presented).view.map(isInWindow) == true {
            try sendAppearance(.viewDidAppear, to: presented, animated: presentation.animated)
        }
        if presentation.removesContextView {
            if case .disappearing = controller(context).appearance {
                try sendAppearance(.viewDidDisappear, to: context, animated: presentation.animated)
            }
            if let contextView = controller(context).view, view(contextView).superview == Window.viewName { try move(contextView, to: nil) }
        }
        update(presented) { $0.isBeingPresented = false }
        try runCompletion(presentation)
    }

    /// `X.dismiss(animated:)` dismisses what X presented, or X itself when it was presented.
    func dismiss(from name: String, animated: Bool, completion: [Statement]?) throws {
        var top = name
        while let parent = controller(top).parent { top = parent }
        guard let presented = controller(name).presented ?? controller(top).presented ?? (controller(top).presenting != nil ? top : nil),
            let context = controller(presented).presenting
        else { return }
        if let inner = controller(presented).presented { try dismiss(from: inner, animated: false, completion: nil) }
        let style = controller(presented).modalPresentationStyle
        let custom = customPresentation(of: presented, style: style)
        let presentation = Presentation(
            context: context, presented: presented, animated: animated,
            removesContextView: style.removesPresenterView || custom?.removesPresentersView == true,
            completionLabel: "\(name).dismiss()", completion: completion)
        update(presented) { $0.isBeingDismissed = true }
        if custom != nil { try tellPresentationController(presented, "dismissalTransitionWillBegin") }
        try sendAppearance(.viewWillDisappear, to: presented, animated: animated)
        if presentation.removesContextView, let contextView = controller(context).view {
            let returns =
                view(contextView).superview == nil
                && (context == state.window.rootViewController || controller(context).presenting != nil)
            if returns || isInWindow(contextView) {
                try sendAppearance(.viewWillAppear, to: context, animated: animated)
                if returns { try move(contextView, to: Window.viewName, at: 0) }
            }
        }
        schedule(.dismissal(presentation), animated: animated)
    }

    /// Presenter first on the way back: its `viewDidAppear`, then the presented `viewDidDisappear`.
    func finishDismissal(_ presentation: Presentation) throws {
        try deliveringEnd(of: presentation) { try self.endDismissal(presentation) }
    }

    private func endDismissal(_ presentation: Presentation) throws {
        let presented = presentation.presented, context = presentation.context
        let custom = customPresentation(of: presented, style: controller(presented).modalPresentationStyle)
        if custom != nil { try tellPresentationController(presented, "dismissalTransitionDidEnd", .completed(true)) }
        if presentation.removesContextView, case .appearing = controller(context).appearance,
            controller(context).view.map(isInWindow) == true
        {
            try sendAppearance(.viewDidAppear, to: context, animated: presentation.animated)
        }
        if let custom {
            try endCustomPresentation(presented, custom)
        } else if let presentedView = controller(presented).view, view(presentedView).superview == Window.viewName {
            try move(presentedView, to: nil)
        }
        if case .disappearing = controller(presented).appearance {
            try sendAppearance(.viewDidDisappear, to: presented, animated: presentation.animated)
        }
        update(presented) {
            $0.presenting = nil; $0.isBeingDismissed = false
        }
        update(context) { $0.presented = nil }
        try runCompletion(presentation)
    }

    /// Rule 20c: while UIKit delivers a presentation's or dismissal's end (`transitionDidFinish:`
    /// sends both did-callbacks, then the completion), its controllers (and their children) have a
    /// transition coordinator, and a `present` they ask for waits as one of its completions: it
    /// starts after the presenter's `viewDidDisappear` and the completion, not inside
    /// `viewDidAppear` (decompiled iOS 26.1 `_performCoordinatedPresentOrDismiss:animated:`,
    /// `completeTransition:`; a published device log, docs/semantics.md rule 20c).
    private func deliveringEnd(of presentation: Presentation, _ body: () throws -> Void) throws {
        let outer = state.endingPresentation
        state.endingPresentation = [presentation.presented, presentation.context]
        try body()
        state.endingPresentation = outer
        guard outer == nil else { return }
        while !state.presentationsAfterEnd.isEmpty {
            let next = state.presentationsAfterEnd.removeFirst()
            try present(next.presented, from: next.presenter, animated: next.animated, completion: next.completion)
        }
    }

    /// Whether `name` or one of its ancestors (up the parent chain) is among `names`.
    private func isSelfOrAncestor(of name: String, among names: [String]) -> Bool {
        var current: String? = name
        while let candidate = current {
            if names.contains(candidate) { return true }
            current = controller(candidate).parent
        }
        return false
    }

    private func runCompletion(_ presentation: Presentation) throws {
        guard let completion = presentation.completion else { return }
        emit(.completion, "completion: \(presentation.completionLabel)", controller: presentation.presented)
        for statement in completion { try execute(statement) }
    }

    /// Animated work ends with its animation; non-animated work after the next commit.
    private func schedule(_ transition: ContainerTransition, animated: Bool) {
        if animated { startAnimation(duration: 0.35, .container(transition)) } else { state.deferred.append(.container(transition)) }
    }

    /// Full-screen styles present from the top of the presenter's tree (the window's root or
    /// the controller presented last); current-context styles from the nearest ancestor that
    /// `definesPresentationContext`, else the same.
    func presentationContext(for presenter: String, style: ModalPresentationStyle) -> String {
        if style == .currentContext || style == .overCurrentContext {
            var current: String? = presenter
            while let name = current {
                if controller(name).definesPresentationContext { return name }
                current = controller(name).parent
            }
        }
        var top = presenter
        while let parent = controller(top).parent { top = parent }
        return top
    }

    func presentedFrame(_ style: ModalPresentationStyle) -> Rect {
        let size = state.window.size
        switch style {
        case .pageSheet, .formSheet, .popover:
            let top = state.window.safeAreaInsets.top + 10
            return Rect(x: 0, y: top, width: size.width, height: size.height - top)
        default:
            return Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
    }

    /// The presentation controller `_printHierarchy` names after `presented with:`.
    func presentationControllerClass(_ style: ModalPresentationStyle) -> String {
        switch style {
        case .fullScreen: "_UIFullscreenPresentationController"
        case .overFullScreen: "_UIOverFullscreenPresentationController"
        case .currentContext: "_UICurrentContextPresentationController"
        case .overCurrentContext: "_UIOverCurrentContextPresentationController"
        case .popover: "UIPopoverPresentationController"
        case .custom: "UIPresentationController"
        case .pageSheet, .formSheet, .automatic, .none: "UISheetPresentationController"
        }
    }
}
