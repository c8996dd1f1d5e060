let inputs = ["1.5", "-0.25", "3", "1e3", "abc", ".5", "inf", "nan", "1,5", "2."]
for text in inputs {
    let parsed = Double(text)
    print(text, parsed as Any)
}
let total = inputs.compactMap { Double($0) }.filter { $0.isFinite }.reduce(0, +)
print(total)
print(Float("0.1")!)
