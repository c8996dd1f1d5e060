struct PhoneNumber {
    let countryCode: Int
    let digits: String

    var formatted: String {
        guard digits.count == 10 else { return "+\(countryCode) \(digits)" }
        let chars = Array(digits)
        let area = String(chars[0..<3])
        let mid = String(chars[3..<6])
        let end = String(chars[6...])
        return "+\(countryCode) (\(area)) \(mid)-\(end)"
    }
}

struct Contact {
    var name: String
    var email: String?
    var phones: [PhoneNumber] = []

    var primaryPhone: PhoneNumber? { phones.first }
    var canEmail: Bool { email?.contains("@") ?? false }
    var domain: String? {
        guard let email = email, let at = email.firstIndex(of: "@") else { return nil }
        return String(email[email.index(after: at)...])
    }
}

let contacts = [
    Contact(name: "Ola", email: "ola@example.com", phones: [PhoneNumber(countryCode: 1, digits: "5551234567")]),
    Contact(name: "Ben", email: "ben-at-home"),
    Contact(name: "Zed", email: nil, phones: [PhoneNumber(countryCode: 44, digits: "2079460000"), PhoneNumber(countryCode: 44, digits: "777")]),
]

for c in contacts {
    let phone = c.primaryPhone?.formatted ?? "no phone"
    print("\(c.name): \(phone); email ok: \(c.canEmail); domain: \(c.domain ?? "-")")
}
print("Second phone of Zed:", contacts[2].phones[1].formatted)
