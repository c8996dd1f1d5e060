// final methods and classes still behave like ordinary ones when called.
class Logger {
    var lines: [String] = []
    final func log(_ message: String) {
        lines.append(prefix() + message)
    }
    func prefix() -> String { "[log] " }
}

final class ErrorLogger: Logger {
    override func prefix() -> String { "[error] " }
    func flush() -> Int {
        let count = lines.count
        lines.forEach { print($0) }
        lines.removeAll()
        return count
    }
}

let logger = ErrorLogger()
logger.log("disk full")
logger.log("retrying")
let base: Logger = logger
base.log("via base")
print(logger.flush())
print(logger.lines.isEmpty)
