import ContainmentEngine
import Foundation

// Engine throughput and the cost of one mutation as the session grows.
// usage: swift run -c release engine-benchmark

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
        script += "let N\(index) = UIViewController()\n\(parent).addChild(N\(index))\n\(parent).view.addSubview(N\(index).view)\nN\(index).didMove(toParent: \(parent))\n"
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

func measure(_ label: String, iterations: Int, _ body: () -> Void) -> Duration {
    body()  // warm-up
    let clock = ContinuousClock()
    let elapsed = clock.measure { for _ in 0..<iterations { body() } }
    return elapsed / iterations
}

func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    return String(Int(value.rounded())) + " µs"
}

print("engine-benchmark (release build recommended)")
for count in [10, 1_000, 10_000] {
    let playground = session(controllers: count)
    let cost = measure("mutation", iterations: 2_000) { _ = try! playground.run(mutation) }
    print("one mutation (embed and remove a child, 7 statements) at \(count) controllers: \(microseconds(cost))")
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
print("callbacks per second, a 1,000-controller tree disappearing and reappearing: \(Int(Double(callbacks) / seconds)) (\(callbacks) callbacks in \((seconds * 1000).rounded() / 1000) s)")
