import ContainmentEngine
import SwiftFrontEnd

// libFuzzer entry point over the Objective-C front end (issue 43): any bytes as a pasted `.m`
// file, lexed and parsed by hand, lowered and run in a fresh session under tight limits, then run
// again on top. Any crash, trap or hang is a finding; errors (a 400 in clang's words, a limit)
// are answers. Then the front end against itself: the same file with every budget doubled must
// print the same log when the tight run succeeded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let tight = limits(scale: 1)
    let playground = Playground(limits: tight)
    let frontEnd = ObjectiveCFrontEnd(cacheCapacity: 0)
    var first: [String]?
    for run in 0..<2 {
        guard let program = try? frontEnd.program(for: source, limits: tight) else { return 0 }
        let report = try? playground.run(program)
        if run == 0 { first = report?.log.map(\.text) }
    }
    _ = playground.hierarchy()
    guard let first else { return 0 }
    let roomy = limits(scale: 2)
    let again = Playground(limits: roomy)
    guard let program = try? frontEnd.program(for: source, limits: roomy) else { fatalError("parsed under tight limits, not under roomy ones") }
    do throws(PlaygroundError) {
        let log = try again.run(program).log.map(\.text)
        if log != first { fatalError("the same file printed differently under larger budgets:\n\(first)\n\(log)") }
    } catch {
        fatalError("ran under tight limits, failed under larger ones: \(error)")
    }
    return 0
}

private func limits(scale: Int) -> PlaygroundLimits {
    var limits = PlaygroundLimits()
    limits.maxControllers = 64 * scale
    limits.maxViews = 256 * scale
    limits.maxStepsPerRequest = 5_000 * scale
    limits.maxCallbackDepth = 32 * scale
    limits.maxScriptBytes = 16_384 * scale
    limits.maxRequestBytes = (8 << 20) * scale
    limits.maxValueBytes = (2 << 20) * scale
    limits.maxSessionHeapBytes = (8 << 20) * scale
    return limits
}
