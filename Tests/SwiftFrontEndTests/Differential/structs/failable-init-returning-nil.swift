struct Email {
    let address: String
    init?(_ address: String) {
        if !address.contains("@") { return nil }
        self.address = address
    }
}
if let e = Email("broken") { print("got \(e.address)") } else { print("none") }
if let e = Email("a@b") { print("got \(e.address)") } else { print("none") }
print(Email("x") == nil)
