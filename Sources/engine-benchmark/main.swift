import ContainmentEngine
import ContainmentScript
import Foundation
import SwiftFrontEnd

// Engine throughput and the cost of one mutation as the session grows.
// usage: swift run -c release engine-benchmark
//        engine-benchmark profile <controllers> <iterations> [hierarchy|parsed]   (one loop only, for perf;
//        parsed: the mutation parsed once, only binding and running measured, as under a session lock)

/// A visible root with `count - 1` children in a tree of fan-out 10, every child embedded properly.
func session(controllers count: Int) -> Playground {
    var limits = PlaygroundLimits()
    limits.maxControllers = max(count + 10, limits.maxControllers)
    limits.maxViews = max(count * 4, limits.maxViews)
    limits.maxStatementsPerScript = 100_000
    limits.maxScriptBytes = 10_000_000
    limits.maxStepsPerRequest = 10_000_000
    let playground = Playground(limits: limits)
    var script = "let N0 = UIViewController()\nwindow.rootViewController = N0\nlet X = UIViewController()\n"
    for index in 1..<count {
        let parent = "N\((index - 1) / 10)"
        script +=
            "let N\(index) = UIViewController()\n\(parent).addChild(N\(index))\n\(parent).view.addSubview(N\(index).view)\nN\(index).didMove(toParent: \(parent))\n"
    }
    try! playground.run(script)
    return playground
}

let mutation = """
    N0.addChild(X)
    N0.view.addSubview(X.view)
    X.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    X.didMove(toParent: N0)
    X.willMove(toParent: nil)
    X.view.removeFromSuperview()
    X.removeFromParent()
    """

/// The best of five batches: the machine is shared, so the minimum is the figure that repeats.
func measure(_ label: String, iterations: Int, _ body: () -> Void) -> Duration {
    body()  // warm-up
    let clock = ContinuousClock()
    let batch = max(1, iterations / 5)
    return (0..<5).map { _ in clock.measure { for _ in 0..<batch { body() } } / batch }.min()!
}

func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    return String(Int(value.rounded())) + " µs"
}

let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "profile", let count = Int(arguments[2]), let iterations = Int(arguments[3]) {
    let playground = session(controllers: count)
    let hierarchy = arguments.count == 5 && arguments[4] == "hierarchy"
    let parsed = arguments.count == 5 && arguments[4] == "parsed" ? try! ParsedScript.parse(mutation, limits: playground.limits) : nil
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
    let cost = measure("mutation", iterations: iterations) {
        if hierarchy { _ = playground.hierarchy() } else if let parsed { _ = try! playground.run(parsed) } else { _ = try! playground.run(mutation) }
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
    // CPU time too: on a shared machine it is steadier than the wall clock.
    let cpu = Double(end.tv_sec - start.tv_sec) * 1e6 + Double(end.tv_nsec - start.tv_nsec) / 1e3
    print(
        "one \(hierarchy ? "hierarchy()" : "mutation") at \(count) controllers: \(microseconds(cost)) (CPU time: \(Int(cpu / Double(iterations + 1))) µs)"
    )
    exit(0)
}

if arguments.count == 3, arguments[1] == "profile-parse", let iterations = Int(arguments[2]),
    let classForm = try? String(contentsOfFile: "Tests/SwiftFrontEndTests/Containers/state-container.swift", encoding: .utf8)
{
    let frontEnd = SwiftFrontEnd(cacheCapacity: 0)
    for _ in 0..<iterations { _ = try! frontEnd.program(for: classForm, limits: PlaygroundLimits()) }
    exit(0)
}

/// The 159-line paste of docs/performance-archive.md: three container files as one, later ones without imports.
func pastedContainers() -> String? {
    let folder = "Tests/SwiftFrontEndTests/Containers/"
    let files = ["state-container.swift", "custom-tab-bar.swift", "side-menu-drawer.swift"].compactMap {
        try? String(contentsOfFile: folder + $0, encoding: .utf8)
    }
    guard files.count == 3 else { return nil }
    return files[0]
        + files.dropFirst().map {
            $0.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        }.joined()
}

// engine-benchmark profile-paste <iterations> parse|run|both: one half of a paste, or both, for perf.
if arguments.count == 4, arguments[1] == "profile-paste", let iterations = Int(arguments[2]), let text = pastedContainers() {
    let cached = SwiftFrontEnd()
    for _ in 0..<iterations {
        if arguments[3] == "parse" {
            _ = try! SwiftFrontEnd(cacheCapacity: 0).program(for: text, limits: PlaygroundLimits())
        } else if arguments[3] == "both" {
            // As the service does a new paste: lowered, then run with nothing derived yet.
            let playground = Playground()
            _ = try! playground.run(SwiftFrontEnd(cacheCapacity: 0).program(for: text, limits: playground.limits))
        } else {
            let playground = Playground()
            _ = try! playground.run(cached.program(for: text, limits: playground.limits))
        }
    }
    exit(0)
}

// engine-benchmark profile-objc <iterations> parse|run: one half of the Objective-C paste, for perf.
if arguments.count == 4, arguments[1] == "profile-objc", let iterations = Int(arguments[2]),
    let text = try? String(contentsOfFile: "Tests/SwiftFrontEndTests/CorpusInObjectiveC/bench/tab-container.m", encoding: .utf8)
{
    let cached = ObjectiveCFrontEnd()
    for _ in 0..<iterations {
        if arguments[3] == "parse" {
            _ = try! ObjectiveCFrontEnd(cacheCapacity: 0).program(for: text, limits: PlaygroundLimits())
        } else {
            let playground = Playground()
            _ = try! playground.run(cached.program(for: text, limits: playground.limits))
        }
    }
    exit(0)
}

if arguments.count == 3, arguments[1] == "profile-class", let iterations = Int(arguments[2]),
    let classForm = try? String(contentsOfFile: "presets/class-host-and-detail.swift", encoding: .utf8)
{
    let frontEnd = SwiftFrontEnd()
    for _ in 0..<iterations {
        let playground = Playground()
        _ = try! playground.run(frontEnd.program(for: classForm, limits: playground.limits))
    }
    exit(0)
}

print("engine-benchmark (release build recommended)")
for count in [10, 1_000, 10_000] {
    let playground = session(controllers: count)
    let cost = measure("mutation", iterations: 2_000) { _ = try! playground.run(mutation) }
    print("one mutation (embed and remove a child, 7 statements) at \(count) controllers: \(microseconds(cost))")
    let parsed = try! ParsedScript.parse(mutation, limits: playground.limits)
    let locked = measure("bound and run", iterations: 2_000) { _ = try! playground.run(parsed) }
    print("  of which binding and running (the part under a session lock): \(microseconds(locked))")
    let snapshot = measure("hierarchy", iterations: count >= 10_000 ? 20 : 200) { _ = playground.hierarchy() }
    print("hierarchy() at \(count) controllers: \(microseconds(snapshot))")
    let changes = measure("changes", iterations: 2_000) { _ = playground.changes() }
    print(
        "changes() after it at \(count) controllers: \(microseconds(changes)) (\(playground.changes().controllers.count) controllers, \(playground.changes().views.count) views)"
    )
}

// Issue 39: could the Swift front end run the flat language (it is Swift but for `override x.m
// { }`)? The same 7-statement mutation through each front end, in a 10-controller session whose
// controllers the flat language declared, its text new each time (as a request's is: no cache).
do {
    let flatSession = session(controllers: 10)
    let flatCost = measure("flat", iterations: 2_000) { _ = try! flatSession.run(mutation) }
    let swiftSession = session(controllers: 10)
    do {
        _ = try swiftSession.run(SwiftFrontEnd(cacheCapacity: 0).program(for: mutation, limits: swiftSession.limits))
        let swiftCost = measure("swift", iterations: 2_000) {
            _ = try! swiftSession.run(SwiftFrontEnd(cacheCapacity: 0).program(for: mutation, limits: swiftSession.limits))
        }
        let cached = SwiftFrontEnd()
        let cachedCost = measure("swift, cached", iterations: 2_000) {
            _ = try! swiftSession.run(cached.program(for: mutation, limits: swiftSession.limits))
        }
        print(
            "the flat mutation at 10 controllers: flat binder \(microseconds(flatCost)), Swift front end \(microseconds(swiftCost)) (its lowered text cached: \(microseconds(cachedCost)))"
        )
    } catch {
        print("the flat mutation at 10 controllers: flat binder \(microseconds(flatCost)); the Swift front end refuses it: \(error)")
    }
}

// Callbacks per second: appearance forwarding through a 1,000-controller tree, settled.
let tree = session(controllers: 1_000)
let before = tree.logCount
let rounds = 20
let clock = ContinuousClock()
let elapsed = clock.measure {
    for _ in 0..<rounds {
        try! tree.run("window.rootViewController = X")
        try! tree.run("window.rootViewController = N0")
    }
}
let callbacks = tree.logCount - before
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(
    "callbacks per second, a 1,000-controller tree disappearing and reappearing: \(Int(Double(callbacks) / seconds)) (\(callbacks) callbacks in \((seconds * 1000).rounded() / 1000) s)"
)

// The host/detail design written as a flat script and as a Swift class (presets/), each run in a
// fresh session: the class form's cost over the flat form's (target: at most 1.5x). Front ends'
// parse included once per text (the Swift front end caches the lowered file, as the service's does).
let swiftFrontEnd = SwiftFrontEnd()
if let flat = try? String(contentsOfFile: "presets/host-and-detail.swift", encoding: .utf8),
    let classForm = try? String(contentsOfFile: "presets/class-host-and-detail.swift", encoding: .utf8)
{
    let flatCost = measure("flat", iterations: 2_000) { _ = try! Playground().run(flat) }
    let classCost = measure("class", iterations: 2_000) {
        let playground = Playground()
        _ = try! playground.run(swiftFrontEnd.program(for: classForm, limits: playground.limits))
    }
    let uncached = measure("class, parsed each time", iterations: 200) {
        let playground = Playground()
        _ = try! playground.run(SwiftFrontEnd(cacheCapacity: 0).program(for: classForm, limits: playground.limits))
    }
    let ratio =
        Double(classCost.components.attoseconds + classCost.components.seconds * 1_000_000_000_000_000_000)
        / Double(flatCost.components.attoseconds + flatCost.components.seconds * 1_000_000_000_000_000_000)
    print(
        "host and detail in a new session: flat script \(microseconds(flatCost)), Swift class \(microseconds(classCost)) (\((ratio * 100).rounded() / 100)x), parsed each time \(microseconds(uncached))"
    )
} else {
    print("host and detail: run from the repository's root to find presets/")
}
if let text = pastedContainers() {
    let parse = measure("paste, parsed", iterations: 200) { _ = try! SwiftFrontEnd(cacheCapacity: 0).program(for: text, limits: PlaygroundLimits()) }
    let run = measure("paste, run", iterations: 500) {
        let playground = Playground()
        _ = try! playground.run(swiftFrontEnd.program(for: text, limits: playground.limits))
    }
    print("the 159-line paste of docs/performance-archive.md: parse and lower \(microseconds(parse)), run in a new session \(microseconds(run))")
}
// The Objective-C front end's 154-line paste (issue 43): a hand-made tab container.
if let text = try? String(contentsOfFile: "Tests/SwiftFrontEndTests/CorpusInObjectiveC/bench/tab-container.m", encoding: .utf8) {
    let objectiveC = ObjectiveCFrontEnd()
    let parse = measure("Objective-C paste, parsed", iterations: 500) {
        _ = try! ObjectiveCFrontEnd(cacheCapacity: 0).program(for: text, limits: PlaygroundLimits())
    }
    let run = measure("Objective-C paste, run", iterations: 500) {
        let playground = Playground()
        _ = try! playground.run(objectiveC.program(for: text, limits: playground.limits))
    }
    print("the 154-line Objective-C paste (tab-container.m): lex, parse and lower \(microseconds(parse)), run in a new session \(microseconds(run))")
}
