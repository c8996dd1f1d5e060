import Foundation

let empty = ""
print(empty.isEmpty, empty.count, empty.first == nil, empty.last == nil)
print(empty.uppercased().isEmpty, String(empty.reversed()) == "")
print(empty.split(separator: " ").count)
print(empty.components(separatedBy: " ").count)
print(empty.hasPrefix(""), empty.hasSuffix(""), empty.contains(""))
print("abc".contains(""))
print(empty.dropFirst().isEmpty, empty.prefix(3).isEmpty)
print(Int(empty) as Any, Double(empty) as Any)
print([empty, empty].joined(separator: ",").count)
print(empty == String(), empty.startIndex == empty.endIndex)
print("[\(empty)]")
