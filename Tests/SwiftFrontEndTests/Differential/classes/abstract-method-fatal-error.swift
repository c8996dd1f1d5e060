// A base class "abstract" method that subclasses must override; forgetting traps.
class Operation {
    let name: String
    init(name: String) { self.name = name }
    func execute() -> Int {
        fatalError("\(name): subclasses must override execute()")
    }
    func run() -> String { "\(name) -> \(execute())" }
}

class AddOperation: Operation {
    let a: Int, b: Int
    init(_ a: Int, _ b: Int) {
        self.a = a
        self.b = b
        super.init(name: "add")
    }
    override func execute() -> Int { a + b }
}

class SquareOperation: Operation {
    let x: Int
    init(_ x: Int) {
        self.x = x
        super.init(name: "square")
    }
}

let ops: [Operation] = [AddOperation(2, 3), AddOperation(10, -4), SquareOperation(7)]
for op in ops {
    print("running \(op.name)")
    print(op.run())
}
