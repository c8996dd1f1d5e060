// `partition(by:)` leaves the standard library's own order; sequences compared element by element.
struct Ticket {
    let id: Int
    let urgent: Bool
}

var tickets = [Ticket(id: 1, urgent: false), Ticket(id: 2, urgent: true), Ticket(id: 3, urgent: false), Ticket(id: 4, urgent: true)]
let pivot = tickets.partition { !$0.urgent }
print(pivot, tickets.map(\.id), tickets[..<pivot].map(\.id))
var numbers = [7, 2, 9, 4, 5, 1, 8, 3, 6]
let split = numbers.partition(by: { $0 >= 5 })
print(split, numbers, numbers[split...])
var none = [1, 2, 3]
print(none.partition { $0 > 10 }, none)

struct Version: Comparable {
    let parts: [Int]
    init(_ text: String) { parts = text.split(separator: ".").compactMap { Int($0) } }
    static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
}

print(["1.2.10", "1.2.9", "1.10", "1.2"].map(Version.init).sorted().map { $0.parts.map(String.init).joined(separator: ".") })
print([1, 2].lexicographicallyPrecedes([1, 2, 0]), [Int]().lexicographicallyPrecedes([]), [3, 1].lexicographicallyPrecedes([2, 9], by: >))
print("apple".starts(with: "app"), "apple".starts(with: "apple pie"), "abc".lexicographicallyPrecedes("abd"))
print("SwIfT".elementsEqual("swift") { $0.lowercased() == $1.lowercased() }, "ab".elementsEqual("ab"))
