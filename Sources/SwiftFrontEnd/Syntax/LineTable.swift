/// Line and column (1-based, columns in UTF-8 bytes, as swiftc and SourceLocationConverter count
/// them) of an offset in the file. swift-syntax's converter walks the whole syntax tree to find
/// the line ends (4 % of a paste's front-end time); the line ends are in the text itself.
final class LineTable {
    /// The offset at which each line starts; line 1 starts at 0.
    let starts: [Int]
    /// The line last answered: the lowering asks in file order, so the next answer is usually on
    /// that line or a few after it.
    private var cursor = 0

    init(_ source: String) {
        var starts = [0]
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                index += 1
                // "\r\n" is one line end, a lone "\r" is one too (swiftc's rule).
                if byte == 0x0A || (byte == 0x0D && (index == count || bytes[index] != 0x0A)) { starts.append(index) }
            }
        }
        self.starts = starts
    }

    /// The same file's table (`starts` of another) with a cursor of its own, for another thread.
    init(starts: [Int]) { self.starts = starts }

    func location(utf8Offset offset: Int) -> (line: Int, column: Int) {
        if starts[cursor] > offset || (cursor + 1 < starts.count && starts[cursor + 1] <= offset) {
            if cursor + 1 < starts.count, starts[cursor + 1] <= offset, cursor + 2 >= starts.count || starts[cursor + 2] > offset {
                cursor += 1
            } else {
                cursor = lineIndex(of: offset)
            }
        }
        return (cursor + 1, offset - starts[cursor] + 1)
    }

    /// The last line starting at or before `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
