// defer blocks run when a scope exits by throwing, in reverse order.
enum TaskError: Error { case failed(step: Int) }

func runTask(failAt: Int?) throws -> String {
    print("open connection")
    defer { print("close connection") }
    for step in 1...3 {
        defer { print("  end step \(step)") }
        print("  step \(step)")
        if step == failAt {
            throw TaskError.failed(step: step)
        }
    }
    defer { print("not registered when it throws earlier") }
    return "all steps done"
}

do {
    print(try runTask(failAt: nil))
    print(try runTask(failAt: 2))
} catch {
    print("caught \(error)")
}
