struct Customer { let id: Int; let arrival: Int; let service: Int }
let customers = [Customer(id: 1, arrival: 0, service: 3), Customer(id: 2, arrival: 1, service: 2),
                 Customer(id: 3, arrival: 2, service: 4), Customer(id: 4, arrival: 8, service: 1)]
var clock = 0
var waits: [Int: Int] = [:]
for c in customers {
    let start = max(clock, c.arrival)
    waits[c.id] = start - c.arrival
    clock = start + c.service
    print("customer \(c.id) starts at \(start), leaves at \(clock)")
}
let totalWait = waits.values.reduce(0, +)
print("total wait", totalWait, "avg", Double(totalWait) / Double(customers.count))
print(waits.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let busiest = waits.max { $0.value < $1.value }
print(busiest!.key)
