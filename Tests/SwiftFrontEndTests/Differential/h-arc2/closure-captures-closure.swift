// Closures capturing other closures and objects; middleware pipeline
final class Logger {
    let name: String
    var lines: [String] = []
    init(_ n: String) { name = n; print("logger \(n) up") }
    deinit { print("logger \(name) down with \(lines.count) lines") }
    func log(_ s: String) { lines.append(s); print("[\(name)] \(s)") }
}

typealias Handler = (String) -> String
typealias Middleware = (@escaping Handler) -> Handler

func logging(_ logger: Logger) -> Middleware {
    return { next in
        return { req in
            logger.log("-> \(req)")
            let res = next(req)
            logger.log("<- \(res)")
            return res
        }
    }
}

func uppercasing() -> Middleware {
    return { next in { req in next(req.uppercased()) } }
}

final class Server {
    var handler: Handler
    var middlewares: [Middleware] = []
    init() { handler = { "ok:\($0)" }; print("server init") }
    deinit { print("server deinit") }
    func use(_ m: @escaping Middleware) { middlewares.append(m) }
    func build() -> Handler {
        var h = handler
        for m in middlewares.reversed() { h = m(h) }
        return h
    }
}

var server: Server? = Server()
var pipeline: Handler?
do {
    let logger = Logger("http")
    server!.use(logging(logger))
    server!.use(uppercasing())
    pipeline = server!.build()
}
print("logger lives in middleware list and pipeline")
print(pipeline!("ping"))
server!.middlewares.removeAll()
print("middlewares cleared")
print(pipeline!("pong"))
server = nil
print("server gone, pipeline still works:", pipeline!("x"))
pipeline = nil
print("end")
