import Foundation

let template = "Hello, NAME! Welcome to NAME's page."
print(template.replacingOccurrences(of: "NAME", with: "Sam"))
let phone = "(555) 123-4567"
let digits = phone.replacingOccurrences(of: "(", with: "")
    .replacingOccurrences(of: ")", with: "")
    .replacingOccurrences(of: "-", with: "")
    .replacingOccurrences(of: " ", with: "")
print(digits, digits.count)
print("aaa".replacingOccurrences(of: "aa", with: "b"))
print("no match".replacingOccurrences(of: "xyz", with: "!"))
print("Case case CASE".replacingOccurrences(of: "case", with: "X", options: .caseInsensitive))
print("snake_case_name".replacingOccurrences(of: "_", with: " ").capitalized)
