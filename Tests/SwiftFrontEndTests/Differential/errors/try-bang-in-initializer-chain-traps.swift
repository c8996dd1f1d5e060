// try! on a throwing initialiser traps when the initialiser throws.
enum PortError: Error {
    case outOfRange(Int)
}

struct Port {
    let number: Int
    init(_ number: Int) throws {
        guard (1...65535).contains(number) else { throw PortError.outOfRange(number) }
        self.number = number
    }
}

let ports = [80, 443, 8080, 70000]
for p in ports {
    let port = try! Port(p)
    print("listening on \(port.number)")
}
print("not reached")
