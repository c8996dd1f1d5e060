/// Executes the statements for events, routing and UIKit's containers.
extension Playground {
    func executeEvent(_ action: Action) throws {
        switch action {
        case .setWindowSize(let size): try setWindowSize(size)
        case .setWindowHidden(let hidden): try setWindowHidden(hidden)
        case .setOverrideTraitCollection(let parent, let child, let traits):
            update(parent) { $0.overrideTraitsForChildren[child] = traits }
            try announceOverrideTraitChange()
            try refreshTraits()
        case .setUserInterfaceStyle(let name, let style):
            if let name { update(name) { $0.overrideUserInterfaceStyle = style } } else { state.window.overrideUserInterfaceStyle = style }
            try announceOverrideTraitChange()
            try refreshTraits()
        case .simulateMemoryWarning: try simulateMemoryWarning()
        case .setAdditionalSafeAreaInsets(let name, let insets): try setAdditionalSafeAreaInsets(name, insets)
        case .setNavigationBarHidden(let name, let hidden): try setNavigationBarHidden(name, hidden)
        case .setChildForSystemAppearance(let name, let query, let child): update(name) { $0.childDelegation[query] = child }
        case .setSystemPreference(let name, let query, let value): update(name) { $0.preferences[query] = value }
        case .updateSystemAppearance(_, let query): try updateSystemAppearance(query)
        case .appWantsViewsToDisappear: try appWantsViewsToDisappear()
        case .storyboardEmbed(let parent, let child, let container): try declareStoryboardEmbed(child, in: parent, placedIn: container)
        case .performSegue(let name, let identifier):
            throw UIKitException.invalidArgument("Receiver (\(controller(name).described)) has no segue with identifier '\(identifier)'")
        case .implementsUnwindAction(let name, let action): update(name) { $0.unwindActions.insert(action) }
        case .setAllowedChildrenForUnwinding(let name, let children): update(name) { $0.allowedChildrenForUnwinding = children }
        case .performUnwindSegue(let source, let action): try performUnwindSegue(from: source, action: action)
        case .show(let name, let target, let detail): try show(target, from: name, detail: detail)
        case .push(let nav, let pushed, let animated): try push(pushed, on: nav, animated: animated)
        case .pop(let nav, let animated): try pop(nav, animated: animated)
        case .popToRoot(let nav, let animated): try popTo(nil, on: nav, animated: animated)
        case .popTo(let nav, let target, let animated): try popTo(target, on: nav, animated: animated)
        case .setNavigationStack(let nav, let stack, let animated): try setNavigationStack(nav, stack, animated: animated)
        case .simulateInteractivePop(let nav, let progress, let finishes):
            try simulateInteractivePop(nav, progress: progress, finishes: finishes)
        case .setTabs(let tabs, let list): try setTabs(tabs, list)
        case .selectTab(let tabs, let index, let selected): try selectTab(tabs, index: index, controller: selected)
        case .simulateTabTap(let tabs, let index): try simulateTabTap(tabs, index: index)
        case .setPages(let pages, let list, let forward, let animated): try setPages(pages, list, forward: forward, animated: animated)
        case .simulateSwipe(let pages, let target, let forward, let finishes):
            try simulateSwipe(pages, to: target, forward: forward, finishes: finishes)
        case .setSplitColumn(let split, let column, let child): try setSplitColumn(split, column: column, child)
        case .showSplitColumn(let split, let column, let visible):
            update(split) { if visible { $0.container.hiddenColumns.remove(column) } else { $0.container.hiddenColumns.insert(column) } }
        case .setModalPresentationStyle(let name, let style): update(name) { $0.modalPresentationStyle = style }
        case .present(let presenter, let presented, let animated, let completion):
            try present(presented, from: presenter, animated: animated, completion: completion)
        case .dismiss(let name, let animated, let completion): try dismiss(from: name, animated: animated, completion: completion)
        case .usePresentationController(let presented, let removesPresentersView):
            try usePresentationController(for: presented, removesPresentersView: removesPresentersView)
        default:
            preconditionFailure("statement handled by execute(_:)")
        }
    }
}
