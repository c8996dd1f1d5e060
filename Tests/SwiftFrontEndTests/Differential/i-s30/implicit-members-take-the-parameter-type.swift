// An implicit member argument takes its parameter's type: two enums sharing a case name are
// told apart by the initialiser or function that receives them.
enum Priority: Int { case low = 1, medium = 5, high = 9 }
enum Size: Int { case small = 100, medium = 200 }
struct Ticket { let priority: Priority; let size: Size }
struct Order {
    let size: Size
    init(size: Size) { self.size = size }
}
func describe(_ priority: Priority, _ size: Size) -> String { "\(priority.rawValue)/\(size.rawValue)" }
let ticket = Ticket(priority: .medium, size: .medium)
print(ticket.priority.rawValue, ticket.size.rawValue)
print(Order(size: .medium).size.rawValue, describe(.medium, .medium), describe(.high, .small))
let p: Priority = .medium
print(p.rawValue, p == .medium)
