struct Event {
    let title: String
    let day: Int
    let startMinute: Int
    let duration: Int
    var endMinute: Int { startMinute + duration }
}

func clock(_ m: Int) -> String {
    let h = m / 60, mm = m % 60
    return (h < 10 ? "0" : "") + "\(h):" + (mm < 10 ? "0" : "") + "\(mm)"
}

let events = [
    Event(title: "Standup", day: 1, startMinute: 9 * 60 + 30, duration: 15),
    Event(title: "Design review", day: 2, startMinute: 14 * 60, duration: 60),
    Event(title: "1:1", day: 1, startMinute: 11 * 60, duration: 30),
    Event(title: "Planning", day: 1, startMinute: 9 * 60 + 40, duration: 50),
    Event(title: "Retro", day: 3, startMinute: 16 * 60, duration: 45),
    Event(title: "Lunch talk", day: 2, startMinute: 12 * 60 + 15, duration: 45),
]

let days = Dictionary(grouping: events, by: \.day)
for day in days.keys.sorted() {
    let list = days[day]!.sorted { $0.startMinute < $1.startMinute }
    print("Day \(day):")
    for e in list { print("  \(clock(e.startMinute))–\(clock(e.endMinute)) \(e.title)") }
    let overlaps = zip(list, list.dropFirst()).filter { $0.endMinute > $1.startMinute }
    for (a, b) in overlaps { print("  ! \(a.title) overlaps \(b.title)") }
}
let busiest = days.max { $0.value.count == $1.value.count ? $0.key > $1.key : $0.value.count < $1.value.count }!
print("busiest day: \(busiest.key) with \(busiest.value.map(\.duration).reduce(0, +)) minutes")
