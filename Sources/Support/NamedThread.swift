import Foundation

extension Thread {
    /// Starts a thread named `name` with a stack of `stackBytes` running `body`: the service's
    /// own threads (`BackgroundQueue`, `SpareThread`) need stacks as deep as a request's.
    package static func start(named name: String, stackBytes: Int, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.stackSize = stackBytes
        thread.start()
    }
}
