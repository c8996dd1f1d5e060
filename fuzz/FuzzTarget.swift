import ContainmentEngine
import ContainmentScript
import PlaygroundAPI

// libFuzzer entry point over everything that reads untrusted bytes: the script language (lexer,
// parser, binder, interpreter, under tight limits) and the JSON request bodies and headers.
// The first byte picks the reader; the rest is its input. Any crash, trap or hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 5 {
    case 0:  // a script, run as one mutation then again on top (exercises rollback)
        var limits = PlaygroundLimits()
        limits.maxControllers = 64
        limits.maxViews = 256
        limits.maxStepsPerRequest = 5_000
        let playground = Playground(limits: limits)
        let source = String(decoding: bytes, as: UTF8.self)
        _ = try? playground.run(source)
        _ = try? playground.run(source, settle: false)
        _ = playground.hierarchy()
        _ = playground.printHierarchy()
    case 1:
        _ = try? RequestDecoding.creation(contentType: "application/json", body: bytes)
    case 2:
        _ = try? RequestDecoding.script(contentType: "application/json", body: bytes, settleQuery: nil)
    case 3:
        _ = try? RequestDecoding.script(contentType: "text/plain", body: bytes, settleQuery: "false")
        _ = try? RequestDecoding.responseParts(String(decoding: bytes, as: UTF8.self))
    default:
        let header = String(decoding: bytes, as: UTF8.self)
        _ = Preconditions.ifMatch(header, revision: 3)
        _ = Preconditions.notModified(header, revision: 3)
    }
    return 0
}
