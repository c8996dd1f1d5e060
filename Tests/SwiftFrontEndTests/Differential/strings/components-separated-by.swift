import Foundation

let record = "name=Ana;age=31;city=Lisbon"
let fields = record.components(separatedBy: ";")
print(fields)
for field in fields {
    let kv = field.components(separatedBy: "=")
    print(kv[0], "->", kv[1])
}
print("a,,b".components(separatedBy: ","))
print("".components(separatedBy: ","))
print("one two\tthree".components(separatedBy: .whitespaces))
print("x--y--z".components(separatedBy: "--").count)
