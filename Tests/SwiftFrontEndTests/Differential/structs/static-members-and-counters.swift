// Static stored properties, static methods and static constants on a struct.
struct Ticket {
    static var issued = 0
    static let prefix = "TKT"

    let number: Int

    init() {
        Ticket.issued += 1
        number = Ticket.issued
    }

    static func reset() {
        issued = 0
    }

    var code: String { "\(Self.prefix)-\(number)" }
}

let t1 = Ticket()
let t2 = Ticket()
print(t1.code, t2.code, Ticket.issued)
Ticket.reset()
let t3 = Ticket()
print(t3.code, Ticket.issued)
