import ContainmentEngine
import SwiftFrontEnd

// libFuzzer entry point over the Swift front end: any bytes as a pasted Swift file, parsed,
// lowered and run in a fresh session under tight limits, then run again on top (rollback and the
// session's declared types). Any crash, trap or hang is a finding; errors are answers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var limits = PlaygroundLimits()
    limits.maxControllers = 64
    limits.maxViews = 256
    limits.maxStepsPerRequest = 5_000
    limits.maxCallbackDepth = 32
    limits.maxScriptBytes = 16_384
    let playground = Playground(limits: limits)
    let frontEnd = SwiftFrontEnd(cacheCapacity: 0)
    for _ in 0..<2 {
        guard let program = try? frontEnd.program(for: source, limits: limits) else { return 0 }
        _ = try? playground.run(program)
    }
    _ = playground.hierarchy()
    return 0
}
