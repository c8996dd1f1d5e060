enum Weekday: Int, CaseIterable, CustomStringConvertible {
    case mon = 1, tue, wed, thu, fri, sat, sun
    var isWeekend: Bool { self == .sat || self == .sun }
    var next: Weekday { Weekday(rawValue: rawValue % 7 + 1)! }
    var description: String { String(describing: Self.self) + "." + ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue] }
    static var weekdays: [Weekday] { allCases.filter { !$0.isWeekend } }
    mutating func advance(_ n: Int) { for _ in 0..<n { self = next } }
}
print(Weekday.weekdays)
var d = Weekday.fri
d.advance(3)
print(d, d.rawValue, d.isWeekend)
print(Weekday.sun.next, Weekday.allCases.last!)
print(Weekday.allCases.filter(\.isWeekend).map(\.rawValue))
enum Result2 { case ok(Int), err(String) }
extension Result2 {
    var value: Int? { if case .ok(let v) = self { return v } else { return nil } }
}
print([Result2.ok(1), .err("bad"), .ok(3)].compactMap(\.value))
print(Result2.err("x"), [Result2.ok(2)])
