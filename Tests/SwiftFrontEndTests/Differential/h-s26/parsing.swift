let inputs = ["42", " 42", "+5", "-0", "007", "4.0", "", "0x1F", "9223372036854775807", "9223372036854775808"]
for s in inputs { print("[\(s)]", Int(s) as Any) }
let dbl = ["1e3", ".5", "5.", "abc", "-2.50", "inf", "nan", "1_000", "3.14159265358979323846"]
for s in dbl { print("[\(s)]", Double(s) as Any) }
print(Bool("true") as Any, Bool("True") as Any, Bool("false") as Any)
let csv = "name,age,score\nann,31,88.5\nbob,x,70\ncyd,25,"
for line in csv.split(separator: "\n").dropFirst() {
    let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let age = Int(f[1])
    let score = Double(f[2])
    print(f[0], age.map { "\($0) yrs" } ?? "age?", score ?? -1)
}
let total = ["3", "x", "4"].compactMap(Int.init).reduce(0, +)
print(total)
