import Dispatch
import Foundation
import Support
import Synchronization
import Testing

@testable import PlaygroundService

/// Many clients mutating one session at once: every mutation lands once, in one order.
@Suite struct ConcurrencyTests {
    @Test func thousandConcurrentMutationsGiveAnOrderedGapFreeLog() throws {
        let clients = 20, perClient = 50
        try LiveService.run(http: { $0.threadPoolSize = 4 }) { live in
            let setup = try live.client()
            let session = try setup.newSession()
            #expect(try setup.post(session + "/script", "let root = UIViewController()\nwindow.rootViewController = root").status == 200)
            // `Locked` (a pthread mutex), not `Mutex`: ThreadSanitizer sees the former order the accesses.
            let revisions = Locked<[Int]>([]), failures = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: clients) { worker in
                do {
                    let client = try live.client()
                    for index in 0..<perClient {
                        let name = "C\(worker)_\(index)"
                        let script =
                            "let \(name) = UIViewController()\nroot.addChild(\(name))\nroot.view.addSubview(\(name).view)\n\(name).didMove(toParent: root)"
                        let reply = try client.post(session + "/script?include=log", script)
                        guard reply.status == 200, let revision = reply.json["revision"] as? Int else {
                            failures.withLock { $0.append("\(name): \(reply.status) \(reply.text)") }
                            continue
                        }
                        revisions.withLock { $0.append(revision) }
                    }
                } catch {
                    failures.withLock { $0.append("\(worker): \(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            // No lost update: each request got its own revision, and all of them are there.
            #expect(revisions.withLock { $0.sorted() } == Array(2...(clients * perClient + 1)))
            let detail = try setup.get(session)
            #expect(detail.json["revision"] as? Int == clients * perClient + 1)
            // The log is gap-free and each mutation's entries are contiguous, in revision order.
            let log = try setup.wholeLog(session)
            let sequences = log.map { $0["sequence"] as? Int ?? -1 }, entryRevisions = log.map { $0["revision"] as? Int ?? -1 }
            #expect(sequences == Array(1...sequences.count))
            #expect(entryRevisions == entryRevisions.sorted())
            #expect(Set(entryRevisions) == Set(1...(clients * perClient + 1)))
            let children = try setup.get(session + "/hierarchy").json["controllers"] as? [[String: Any]]
            #expect((children?.first?["children"] as? [Any])?.count == clients * perClient)
        }
    }
}
