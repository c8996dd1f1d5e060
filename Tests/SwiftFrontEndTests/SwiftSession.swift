import ContainmentEngine
import ContainmentScript

@testable import SwiftFrontEnd

/// A playground driven by Swift files, as the service drives it.
struct SwiftSession {
    let playground: Playground

    init(limits: PlaygroundLimits = PlaygroundLimits()) { playground = Playground(limits: limits) }

    @discardableResult
    func run(_ source: String, settle: Bool = true) throws(PlaygroundError) -> RunReport {
        try playground.run(try SwiftFrontEnd().program(for: source, limits: playground.limits), settle: settle)
    }

    /// The log lines a run produced (console lines without their prefix too).
    func lines(_ source: String) throws(PlaygroundError) -> [String] {
        try run(source).log.map(\.text)
    }

    /// Everything a client can read: revision, log, hierarchy.
    var snapshot: String {
        "\(playground.revision) \(playground.logEntries(from: 1, limit: .max)) \(playground.hierarchy())"
    }

    /// The error a run answers, or nil when it succeeds.
    func failure(_ source: String) -> PlaygroundError? {
        do throws(PlaygroundError) {
            try run(source)
            return nil
        } catch {
            return error
        }
    }
}
