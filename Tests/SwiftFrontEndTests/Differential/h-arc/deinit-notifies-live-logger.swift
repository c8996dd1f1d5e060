final class Logger {
    private(set) var lines: [String] = []
    func write(_ line: String) {
        lines.append(line)
        print("[log] \(line)")
    }
    deinit { print("Logger deinit") }
}

final class RequestOperation {
    let id: Int
    let logger: Logger
    weak var observer: OperationObserver?
    init(id: Int, logger: Logger) {
        self.id = id
        self.logger = logger
        logger.write("op \(id) created")
    }
    deinit {
        logger.write("op \(id) destroyed")
        observer?.operationDidDeallocate(id: id)
    }
}

final class OperationObserver {
    var finished: [Int] = []
    func operationDidDeallocate(id: Int) {
        finished.append(id)
        print("observer saw op \(id) go away, total \(finished.count)")
    }
    deinit { print("OperationObserver deinit") }
}

func run() {
    var logger: Logger? = Logger()
    let observer = OperationObserver()
    var ops: [RequestOperation] = []
    for i in 1...3 {
        let op = RequestOperation(id: i, logger: logger!)
        op.observer = observer
        ops.append(op)
    }
    logger = nil
    print("local logger released; ops keep it alive")
    ops.removeFirst()
    ops.removeAll()
    print("observer finished: \(observer.finished)")
}

run()
print("done")
