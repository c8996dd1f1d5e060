// Laying out items in rows of a grid.
let itemCount = 11
let perRow = 4
let rows = (itemCount + perRow - 1) / perRow
print("rows:", rows)
let cellHeight: Double = 88
let gap: Double = 12
let contentHeight = Double(rows) * cellHeight + Double(rows - 1) * gap
print("height:", contentHeight)
for i in [0, 3, 4, 10] {
    let row = i / perRow
    let column = i % perRow
    let y = Double(row) * (cellHeight + gap)
    print("item \(i): row \(row) col \(column) y \(y)")
}
let lastRowCount = itemCount % perRow == 0 ? perRow : itemCount % perRow
print("last row:", lastRowCount)
