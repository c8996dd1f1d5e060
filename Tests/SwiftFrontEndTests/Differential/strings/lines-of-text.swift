let report = """
    # Title
    first line
      indented line

    last line
    """
let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count)
for (number, line) in lines.enumerated() {
    print("\(number + 1)> \(line)")
}
let nonEmpty = report.split(whereSeparator: \.isNewline)
print(nonEmpty.count)
let headings = lines.filter { $0.hasPrefix("#") }.map { $0.dropFirst(2) }
print(headings)
print(lines.map { $0.count }.max()!)
