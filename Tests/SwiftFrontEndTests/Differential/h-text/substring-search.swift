import Foundation

let log = "GET /api/users 200; POST /api/login 401; GET /static/app.js 304; DELETE /api/users/7 500"

let entries = log.components(separatedBy: "; ")
print(entries.count)
for entry in entries {
    let parts = entry.split(separator: " ")
    guard parts.count == 3, let status = Int(parts[2]) else { continue }
    let method = parts[0]
    let path = parts[1]
    let kind: String
    switch status {
    case 200..<300: kind = "ok"
    case 300..<400: kind = "redirect"
    case 400..<500: kind = "client error"
    default: kind = "server error"
    }
    print("\(method.lowercased()) \(path.hasPrefix("/api") ? "api" : "asset") \(kind)")
}

if let range = log.range(of: "login") {
    print(log[range.lowerBound...].prefix(9))
}
let apiCount = entries.filter { $0.contains("/api/") }.count
print("api calls: \(apiCount)")
let firstError = entries.first { $0.hasSuffix("500") || $0.hasSuffix("401") }
print(firstError ?? "none")
let statusCodes = entries.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
print(statusCodes.sorted(by: >))
let upper = entries.map { $0.uppercased() }.last!
print(upper.replacingOccurrences(of: "/", with: "|"))
