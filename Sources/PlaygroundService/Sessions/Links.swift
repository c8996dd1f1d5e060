import PlaygroundAPI

/// Links: documents the explorer saves when a permalink would be too long for a URL (a long
/// session, its editor text, settings and expectations). Kept by the journal store beside the
/// journals, so every node reads them and they outlive the sessions they came from; bounded by
/// `maxLinks`.
struct Links: Sendable {
    let store: any LinkStore
    let limit: Int

    /// Saves `document` under a new id (128 random bits, as a session's): 422 past `maxLinks`,
    /// 503 when the store cannot write.
    func save(_ document: [UInt8]) throws(Problem) -> String {
        guard store.linkCount() < limit else {
            throw Problem.limitExceeded(
                "the service keeps at most \(limit) links (maxLinks); share the session's export instead, or ask its operator",
                setting: "maxLinks")
        }
        let id = SessionStore.newID()
        do throws(JournalFailure) {
            try store.saveLink(document, as: id)
        } catch {
            throw Problem.journalFailed(error)
        }
        return id
    }

    /// The document saved under `id`, nil when none (or `id` is not one the service makes).
    func document(_ id: String) -> [UInt8]? {
        guard SessionStore.isValidID(id) else { return nil }
        return store.link(id)
    }
}
