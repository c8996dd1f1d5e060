import ContainmentEngine
import Foundation
import PlaygroundAPI

/// A session's hierarchy as JSON, kept node by node between revisions, so that an answer with
/// the whole hierarchy costs what the mutation changed, not what the session holds.
///
/// Each controller and view is kept as the JSON of its own fields (`writeOwnFields`) and the
/// names of the nodes under it. After a mutation only the nodes `Playground.changes()` names are
/// written again (before + changes = after, node for node: HierarchyChangesTests), and after
/// several mutations answered without the hierarchy, the nodes any of them changed (`note`); the whole
/// hierarchy is then the outline's header and top-level names, with each node's kept bytes.
/// Anything else (the first answer, another playground after a wake-up, more than one revision
/// since) starts again from `hierarchy()`. HierarchyJSONCacheTests checks the bytes against the
/// snapshot's own JSON after every mutation of every corpus scenario.
///
/// Every size gains: at 10 controllers `changes()` after the embed-and-remove mutation costs 2 µs
/// against 4 for `hierarchy()` and about 8 for writing it (engine-benchmark; before `changes()`
/// stopped naming the subviews of every written view it cost 8, and sessions below 64
/// controllers skipped the cache).
final class HierarchyJSONCache: @unchecked Sendable {  // its state is behind `lock`
    /// A kept controller: the JSON of its own fields, the names of the controllers nested in it,
    /// and those controllers' entries, linked, so a whole answer follows references rather than
    /// hashing every name again (the lookups were a quarter of writing the answer). An entry is
    /// changed in place and never replaced while kept, so a link made once stays good until the
    /// entry nesting it changes and is linked again (`link`).
    private final class ControllerEntry {
        /// The object's opening and own fields; for a leaf (no children, nothing presented), the
        /// whole object, empty arrays and all, written with one copy (most nodes are leaves).
        var opening: [UInt8] = []
        var isLeaf = false
        var children: [String] = [], presented: [String] = []
        var childEntries: [ControllerEntry] = [], presentedEntries: [ControllerEntry] = []
        init(_ node: HierarchySnapshot.ControllerNode, children: [String], presented: [String]) {
            set(node, children: children, presented: presented)
        }
        func set(_ node: HierarchySnapshot.ControllerNode, children: [String], presented: [String]) {
            isLeaf = children.isEmpty && presented.isEmpty
            let isLeaf = isLeaf
            opening = JSONWriter.objectOpening { json in
                node.writeOwnFields(to: &json)
                if isLeaf { Self.writeNested(to: &json, children: [], presented: []) }
            }
            (self.children, self.presented) = (children, presented)
        }
        /// The arrays after the own fields, and the object's end.
        static func writeNested(to json: inout JSONWriter, children: [ControllerEntry], presented: [ControllerEntry]) {
            json.openArray(field: "children")
            for child in children { child.write(to: &json) }
            json.closeArray()
            json.openArray(field: "presented")
            for controller in presented { controller.write(to: &json) }
            json.closeArray()
            json.closeObject()
        }
        /// Finds the entries of the nested controllers; false if one is not kept.
        func link(in entries: [String: ControllerEntry]) -> Bool {
            guard let children = HierarchyJSONCache.entries(children, in: entries),
                let presented = HierarchyJSONCache.entries(presented, in: entries)
            else { return false }
            (childEntries, presentedEntries) = (children, presented)
            return true
        }
        /// About what it holds: the JSON, the names, and their arrays.
        var bytes: Int { opening.count + 64 + HierarchyJSONCache.namesBytes(children) + HierarchyJSONCache.namesBytes(presented) }

        func write(to json: inout JSONWriter) {
            if isLeaf { return json.value(written: opening) }
            json.reopenObject(opening)
            Self.writeNested(to: &json, children: childEntries, presented: presentedEntries)
        }
    }

    /// A kept view, its subviews' names and their entries (as `ControllerEntry`).
    private final class ViewEntry {
        /// As `ControllerEntry.opening`: a leaf (no subviews) is kept whole.
        var opening: [UInt8] = []
        var isLeaf = false
        var subviews: [String] = []
        var subviewEntries: [ViewEntry] = []
        init(_ node: HierarchySnapshot.ViewNode, subviews: [String]) { set(node, subviews: subviews) }
        func set(_ node: HierarchySnapshot.ViewNode, subviews: [String]) {
            isLeaf = subviews.isEmpty
            let isLeaf = isLeaf
            opening = JSONWriter.objectOpening { json in
                node.writeOwnFields(to: &json)
                if isLeaf { Self.writeNested(to: &json, subviews: []) }
            }
            self.subviews = subviews
        }
        /// The subviews' array after the own fields, and the object's end.
        static func writeNested(to json: inout JSONWriter, subviews: [ViewEntry]) {
            json.openArray(field: "subviews")
            for subview in subviews { subview.write(to: &json) }
            json.closeArray()
            json.closeObject()
        }
        func link(in entries: [String: ViewEntry]) -> Bool {
            guard let subviews = HierarchyJSONCache.entries(subviews, in: entries) else { return false }
            subviewEntries = subviews
            return true
        }
        var bytes: Int { opening.count + 48 + HierarchyJSONCache.namesBytes(subviews) }

        func write(to json: inout JSONWriter) {
            if isLeaf { return json.value(written: opening) }
            json.reopenObject(opening)
            Self.writeNested(to: &json, subviews: subviewEntries)
        }
    }

    /// The entries of `names`, in order; nil if one is not kept.
    private static func entries<Entry>(_ names: [String], in entries: [String: Entry]) -> [Entry]? {
        var found: [Entry] = []
        found.reserveCapacity(names.count)
        for name in names {
            guard let entry = entries[name] else { return nil }
            found.append(entry)
        }
        return found
    }

    private static func namesBytes(_ names: [String]) -> Int { names.reduce(0) { $0 + $1.utf8.count + 16 } }

    /// A session that leaves (deleted, expired) gives back what it held.
    deinit { budget?.give(charged) }

    /// Uses come under the session's lock already; this one (never contended then) keeps the
    /// state safe whatever a caller holds. Being held while the state below is used, it is also
    /// why the hot properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`):
    /// an access cannot overlap another, and the checks were 3 % of a mutation's instructions.
    private let lock = NSLock()
    /// The playground the entries describe, at `revision` (its identity, held strongly: the
    /// cache never keeps a dormant session's playground alive, nor mistakes a later one at the
    /// same address for it).
    private var playground: Playground.Identity?
    @exclusivity(unchecked) private var revision = -1
    /// Mutations answered without the hierarchy (`?include=none`, `log`) since `revision`: the
    /// names of the nodes they changed, gathered up to `notedRevision` by `note`, built into
    /// entries on the next whole answer (a node changed twice is written once, as it is then).
    @exclusivity(unchecked) private var notedRevision = -1
    @exclusivity(unchecked) private var pendingControllers = OrderedNames(), pendingViews = OrderedNames()
    /// Past this many noted mutations without a whole answer, the entries are dropped: a
    /// session that is only mutated stops paying for the noting, and its next whole answer
    /// rebuilds them.
    static let maxNotedRevisions = 16
    @exclusivity(unchecked) private var controllers: [String: ControllerEntry] = [:]
    @exclusivity(unchecked) private var views: [String: ViewEntry] = [:]
    @exclusivity(unchecked) private var keptWindow: (window: HierarchySnapshot.WindowInfo, json: WrittenJSON)?
    /// The last answer's size, to allocate the next one at once.
    @exclusivity(unchecked) private var lastSize = 4096

    /// The bytes the entries hold (kept as they change: summing them per answer cost a pass over
    /// every node), and those charged to `budget`.
    @exclusivity(unchecked) private var held = 0
    @exclusivity(unchecked) private var charged = 0
    private var budget: HierarchyJSONBudget?
    /// What the entries needed when the budget last refused them: until it has that much room,
    /// the snapshot answers at once (building entries only to drop them cost the answer twice).
    private var refusedNeed = 0

    /// The whole hierarchy of `playground` as JSON: the bytes `playground.hierarchy()` writes.
    /// The entries' bytes are charged to `budget`; when it has no room, the snapshot answers.
    func hierarchy(of playground: Playground, budget: HierarchyJSONBudget) -> HierarchyAnswer {
        lock.lock()
        defer { lock.unlock() }
        if self.budget !== budget {
            forgetLocked()  // what it holds was charged to the other one
            self.budget = budget
        }
        if refusedNeed > 0 {
            guard budget.limit - budget.bytesUsed >= refusedNeed else { return .snapshot(playground.hierarchy()) }
            refusedNeed = 0
        }
        var snapshot: HierarchySnapshot?
        if !update(to: playground) {
            snapshot = playground.hierarchy()
            rebuild(from: snapshot!, of: playground)
        }
        guard charge() else {
            forgetLocked()
            return .snapshot(snapshot ?? playground.hierarchy())
        }
        if let written = write(playground.hierarchyOutline()) { return .written(written) }
        // A node the outline names is missing: never expected, but the snapshot is the truth.
        forgetLocked()
        return .snapshot(playground.hierarchy())
    }

    /// Charges the budget with what the entries hold now; false (nothing charged) past it.
    private func charge() -> Bool {
        guard let budget, budget.take(held - charged) else {
            refusedNeed = max(1, held)
            return false
        }
        charged = held
        return true
    }

    /// Drops the entries (the session goes dormant: its playground is gone).
    func forget() {
        lock.lock()
        defer { lock.unlock() }
        forgetLocked()
    }

    private func forgetLocked() {
        budget?.give(charged)
        (charged, held) = (0, 0)
        guard revision >= 0 else { return }
        (playground, revision, controllers, views) = (nil, -1, [:], [:])
        clearPending()
    }

    private func clearPending() {
        notedRevision = -1
        pendingControllers.removeAll()
        pendingViews.removeAll()
    }

    /// After each use of the session (`SessionStore.settled`): an accepted mutation whose
    /// answer did not need the hierarchy leaves its changed nodes' names here, so the next whole
    /// answer writes only those. Nothing to do when nothing is kept, or the answer already
    /// brought the entries up to date.
    func note(_ playground: Playground) {
        lock.lock()
        defer { lock.unlock() }
        guard revision >= 0, self.playground === playground.identity else { return }
        let known = max(revision, notedRevision)
        if playground.revision == known { return }
        // Several revisions at once (a catch-up on other nodes' writes), or too many noted: the
        // next whole answer rebuilds.
        guard playground.revision == known + 1, known - revision < Self.maxNotedRevisions else { return forgetLocked() }
        noteLocked(playground)
    }

    private func noteLocked(_ playground: Playground) {
        let names = playground.changedNodeNames()
        for name in names.controllers { pendingControllers.insert(name) }
        for name in names.views { pendingViews.insert(name) }
        notedRevision = playground.revision
    }

    /// Brings the entries to `playground`'s revision: the nodes noted since `revision` (and the
    /// last mutation's, if not noted yet) written again; false when some revision between went
    /// unnoted.
    private func update(to playground: Playground) -> Bool {
        guard self.playground === playground.identity, revision >= 0 else { return false }
        if revision == playground.revision { return true }
        // The last mutation, when `note` has not seen it (this answer is its own).
        if max(revision, notedRevision) + 1 == playground.revision { noteLocked(playground) }
        guard notedRevision == playground.revision else { return false }
        let (controllerChanges, viewChanges) = playground.hierarchyNodes(controllers: pendingControllers.names, views: pendingViews.names)
        clearPending()
        // Every changed entry first, then their links: a new child is kept before its parent links it.
        var changedControllers: [ControllerEntry] = [], changedViews: [ViewEntry] = []
        changedControllers.reserveCapacity(controllerChanges.count)
        changedViews.reserveCapacity(viewChanges.count)
        for change in controllerChanges {
            if let entry = controllers[change.node.name] {
                held -= entry.bytes
                entry.set(change.node, children: change.children, presented: change.presented)
                held += entry.bytes
                changedControllers.append(entry)
            } else {
                let entry = ControllerEntry(change.node, children: change.children, presented: change.presented)
                controllers[change.node.name] = entry
                held += entry.bytes
                changedControllers.append(entry)
            }
        }
        for change in viewChanges {
            if let entry = views[change.node.name] {
                held -= entry.bytes
                entry.set(change.node, subviews: change.subviews)
                held += entry.bytes
                changedViews.append(entry)
            } else {
                let entry = ViewEntry(change.node, subviews: change.subviews)
                views[change.node.name] = entry
                held += entry.bytes
                changedViews.append(entry)
            }
        }
        guard changedControllers.allSatisfy({ $0.link(in: controllers) }), changedViews.allSatisfy({ $0.link(in: views) }) else {
            return false
        }
        revision = playground.revision
        return true
    }

    /// Keeps every node of `snapshot` (charged by the caller).
    private func rebuild(from snapshot: HierarchySnapshot, of playground: Playground) {
        forgetLocked()
        func keep(_ node: HierarchySnapshot.ControllerNode) {
            let entry = ControllerEntry(node, children: node.children.map(\.name), presented: node.presented.map(\.name))
            controllers[node.name] = entry
            held += entry.bytes
            node.children.forEach(keep)
            node.presented.forEach(keep)
        }
        func keep(_ node: HierarchySnapshot.ViewNode) {
            let entry = ViewEntry(node, subviews: node.subviews.map(\.name))
            views[node.name] = entry
            held += entry.bytes
            node.subviews.forEach(keep)
        }
        snapshot.controllers.forEach(keep)
        snapshot.views.forEach(keep)
        // Every nested node is in the snapshot, so every link is found.
        for entry in controllers.values { _ = entry.link(in: controllers) }
        for entry in views.values { _ = entry.link(in: views) }
        self.playground = playground.identity
        revision = playground.revision
    }

    /// The window's JSON, kept while the window stays as it was (a rotation or a trait change
    /// writes it again): writing it each time was a fifth of a kept answer's own work.
    private func windowJSON(_ window: HierarchySnapshot.WindowInfo) -> WrittenJSON {
        if let keptWindow, keptWindow.window == window { return keptWindow.json }
        var json = JSONWriter(capacity: 512)
        window.write(to: &json)
        let written = WrittenJSON(bytes: json.bytes)
        keptWindow = (window, written)
        return written
    }

    /// `HierarchySnapshot.write` from the kept nodes; nil if a top-level one is missing.
    private func write(_ outline: HierarchyOutline) -> [UInt8]? {
        var json = JSONWriter(capacity: lastSize)
        json.reopenObject(
            JSONWriter.objectOpening { json in
                json.field("revision", outline.revision)
                json.field("ios", outline.ios)
                json.field("clock", outline.clock)
                json.field("pendingAnimations", outline.pendingAnimations)
                json.field("window", windowJSON(outline.window))
            })
        json.openArray(field: "controllers")
        for name in outline.rootControllers {
            guard let entry = controllers[name] else { return nil }
            entry.write(to: &json)
        }
        json.closeArray()
        json.openArray(field: "views")
        for name in outline.rootViews {
            guard let entry = views[name] else { return nil }
            entry.write(to: &json)
        }
        json.closeArray()
        json.closeObject()
        let bytes = json.bytes
        lastSize = bytes.count + bytes.count / 8
        return bytes
    }
}
