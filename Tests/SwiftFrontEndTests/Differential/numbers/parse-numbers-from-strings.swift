let inputs = ["42", "-17", "x", "", " 5", "3.0", "+8", "007", "99999999999999999999"]
for s in inputs {
    if let n = Int(s) {
        print("\"\(s)\" -> \(n)")
    } else {
        print("\"\(s)\" -> nil")
    }
}
print(Int("x") ?? -1)
print(Int("12", radix: 16)!, Int("ff", radix: 16)!, Int("101", radix: 2)!)
print(Int("z", radix: 10) as Any)
