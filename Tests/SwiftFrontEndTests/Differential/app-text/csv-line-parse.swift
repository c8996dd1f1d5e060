struct Row {
    let fields: [String]
}

func parseCSVLine(_ line: String) -> Row {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var chars = Array(line)[...]
    while let c = chars.popFirst() {
        switch (c, inQuotes) {
        case ("\"", true) where chars.first == "\"":
            current.append("\"")
            chars.removeFirst()
        case ("\"", _):
            inQuotes.toggle()
        case (",", false):
            fields.append(current)
            current = ""
        default:
            current.append(c)
        }
    }
    fields.append(current)
    return Row(fields: fields)
}

let lines = [
    "id,name,city",
    "1,Ana,Lisbon",
    "2,\"Smith, John\",\"New York\"",
    "3,\"Say \"\"hi\"\"\",",
    ",,",
]
for line in lines {
    let row = parseCSVLine(line)
    print("\(row.fields.count) fields: " + row.fields.map { "<\($0)>" }.joined(separator: " "))
}
