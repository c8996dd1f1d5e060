import Foundation

let title = "Hello, World"
print(title.uppercased())
print(title.lowercased())
print("straße".uppercased())
print("ÉCOLE".lowercased())
print("swift is fun".capitalized)
let input = "YeS"
print(input.lowercased() == "yes")
print("abc123".uppercased())
let name = "taylor"
print(name.prefix(1).uppercased() + name.dropFirst())
print("İ".lowercased().count)
