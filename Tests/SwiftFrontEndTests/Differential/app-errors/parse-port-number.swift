import Foundation

enum PortError: Error {
    case notANumber(String)
    case outOfRange(Int)
    case reserved(Int)
}

func parsePort(_ text: String) throws -> Int {
    guard let n = Int(text.trimmingCharacters(in: .whitespaces)) else { throw PortError.notANumber(text) }
    guard (1...65535).contains(n) else { throw PortError.outOfRange(n) }
    if n < 1024 { throw PortError.reserved(n) }
    return n
}

let inputs = ["8080", " 3000 ", "http", "80", "70000", "-1", "65535"]
for input in inputs {
    do {
        let port = try parsePort(input)
        print("'\(input)' -> port \(port)")
    } catch let PortError.outOfRange(n) {
        print("'\(input)' -> \(n) is out of range")
    } catch PortError.reserved(let n) {
        print("'\(input)' -> \(n) is reserved")
    } catch {
        print("'\(input)' -> error: \(error)")
    }
}
let valid = inputs.compactMap { try? parsePort($0) }
print("valid ports:", valid)
let fallback = (try? parsePort("abc")) ?? 8000
print("fallback:", fallback)
