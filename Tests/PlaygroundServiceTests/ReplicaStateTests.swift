import Testing

@testable import PlaygroundService

/// A session's knowledge of other nodes' writes (`ReplicaState`), driven without a store.
@Suite struct ReplicaStateTests {
    /// The state behind a reference, so that `#expect` can call its transitions.
    final class Replica {
        var state = ReplicaState()
        func announced(_ revision: Int) -> ReplicaState.Reaction { state.announced(revision) }
        func isBehind(_ revision: Int) -> Bool { state.isBehind(revision) }
    }

    @Test func anAnnouncementPastWhatThisNodeWroteIsACopyBehind() {
        let replica = Replica()
        replica.state.wrote(3)
        #expect(!replica.isBehind(3))
        #expect(replica.announced(3) == .nothing)  // its own write, heard back
        #expect(!replica.isBehind(3))
        #expect(replica.announced(5) == .nothing)  // not used here twice: waits for its next use
        #expect(replica.state.isAnnounced(above: 4))
        #expect(replica.isBehind(4))
        #expect(!replica.isBehind(5))
        #expect(replica.announced(2) == .nothing)  // never lowers what was heard
        #expect(replica.state.knowledge == .heard(5))
    }

    @Test func onlyASessionUsedTwiceFollowsWritesInTheBackground() {
        let replica = Replica()
        replica.state.wrote(1)
        replica.state.used()
        #expect(replica.announced(2) == .nothing)
        replica.state.used()
        #expect(replica.announced(3) == .catchUpInBackground)
        #expect(replica.state.uses == 0)  // taken: the next announcement waits for two more uses
        #expect(replica.announced(4) == .nothing)
        replica.state.used(2)  // a catch-up that had nothing to do gives its uses back
        #expect(replica.announced(5) == .catchUpInBackground)
        replica.state.wrote(7)
        replica.state.used(2)
        #expect(replica.announced(6) == .nothing)  // below what this node wrote: its own
    }

    @Test func doubtMakesTheNextUseAskTheJournalOnce() {
        let replica = Replica()
        replica.state.wrote(4)
        _ = replica.announced(4)
        replica.state.doubt()
        #expect(replica.state.knowledge == .inDoubt(heard: 4))
        #expect(!replica.state.isAnnounced(above: 4))  // asking without clearing
        #expect(replica.isBehind(4))  // clears the doubt
        #expect(!replica.isBehind(4))
        #expect(replica.state.knowledge == .heard(4))
        replica.state.doubt()
        #expect(replica.announced(6) == .nothing)
        #expect(replica.state.knowledge == .inDoubt(heard: 6))  // a notification does not clear doubt
    }
}
