// `prefix` on a lazy chain over a sequence of the file's: swiftc picks a lazy or an eager `map`
// by the whole expression (this one never ends when compiled with the eager one).
struct Naturals: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 1
            return n <= 6 ? n : nil
        }
    }
}
print(Naturals().lazy.map { $0 * 2 }.prefix(4).map { $0 + 1 })
