func parseCSVLine(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var chars = Array(line)
    var i = 0
    defer { chars.removeAll() }
    while i < chars.count {
        let c = chars[i]
        if inQuotes {
            if c == "\"" {
                if i + 1 < chars.count && chars[i + 1] == "\"" {
                    current.append("\"")
                    i += 1
                } else {
                    inQuotes = false
                }
            } else { current.append(c) }
        } else if c == "\"" {
            inQuotes = true
        } else if c == "," {
            fields.append(current)
            current = ""
        } else {
            current.append(c)
        }
        i += 1
    }
    fields.append(current)
    return fields
}
let lines = [
    "name,age,city",
    "Alice,30,\"Portland, OR\"",
    "\"Bob \"\"the builder\"\"\",41,",
    ",,",
    "single",
]
for line in lines {
    let fields = parseCSVLine(line)
    print(fields.count, fields)
}
let rows = lines.dropFirst().map(parseCSVLine)
let ages = rows.compactMap { $0.count > 1 ? Int($0[1]) : nil }
print(ages, ages.reduce(0, +))
