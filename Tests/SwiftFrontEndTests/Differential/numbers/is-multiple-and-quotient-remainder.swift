for n in [0, 3, 10, 15, -9] {
    print(n, n.isMultiple(of: 3), n.isMultiple(of: 5))
}
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(q, r)
let qr = (-17).quotientAndRemainder(dividingBy: 5)
print(qr.quotient, qr.remainder)
print(7.isMultiple(of: 0), 0.isMultiple(of: 0))
let seconds = 3725
let (minutes, secs) = seconds.quotientAndRemainder(dividingBy: 60)
let (hours, mins) = minutes.quotientAndRemainder(dividingBy: 60)
print("\(hours)h \(mins)m \(secs)s")
