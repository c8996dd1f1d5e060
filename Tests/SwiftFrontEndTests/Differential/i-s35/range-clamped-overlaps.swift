// A range clamped to another, and whether two overlap (closed and half-open, bounds included or not).
struct Booking {
    let guest: String
    let nights: Range<Int>
}

let bookings = [Booking(guest: "Ada", nights: 3..<6), Booking(guest: "Lin", nights: 8..<10)]
for request in [5..<7, 6..<8, 10..<12, 9..<10] {
    if let clash = bookings.first(where: { $0.nights.overlaps(request) }) {
        print("\(request) clashes with \(clash.guest)")
    } else {
        print("\(request) is free")
    }
}
let season = 1...31
let visible = season.clamped(to: 10...40)
print(visible, visible.count, visible.lowerBound, visible.upperBound, visible.contains(9))
print((0..<10).clamped(to: 5..<20), (0..<10).clamped(to: 2..<4).count)
print((1...5).overlaps(5...8), (1..<5).overlaps(5..<8), (3..<3).overlaps(1..<5), (2...2).overlaps(0...9))
let page = (0..<100).clamped(to: 40..<60)
print(Array(page.prefix(3)), page.first ?? -1, page.last ?? -1)
