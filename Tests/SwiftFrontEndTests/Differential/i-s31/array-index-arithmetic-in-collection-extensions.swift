extension Collection {
    var second: Element? { count > 1 ? self[index(after: startIndex)] : nil }
    func element(at offset: Int) -> Element? {
        guard let i = index(startIndex, offsetBy: offset, limitedBy: endIndex), i != endIndex else { return nil }
        return self[i]
    }
}
let xs = [10, 20, 30, 40]
print(xs.second as Any, [1].second as Any, xs.element(at: 2) as Any, xs.element(at: 4) as Any, "abc".element(at: 1) as Any)
let tail = xs[1...]
print(tail.index(after: tail.startIndex), tail.distance(from: tail.startIndex, to: tail.endIndex), tail.second as Any)
print(xs.index(xs.startIndex, offsetBy: 3, limitedBy: 2) as Any, xs.index(3, offsetBy: -2, limitedBy: 2) as Any, xs.index(before: 0))
print(xs.index(xs.endIndex, offsetBy: 10), xs.distance(from: 3, to: 1))
