let values: [Int?] = [3, nil, 7, nil, 1]
for case let v? in values { print("value", v) }
for v in values {
    switch v {
    case .some(let x) where x > 5: print("big", x)
    case .some(let x): print("small", x)
    case .none: print("none")
    }
}
if case let x? = values[2] { print("third is", x) }
let pair: (Int?, String?) = (nil, "b")
switch pair {
case (nil, nil): print("both nil")
case (let a?, nil): print("only a", a)
case (nil, let b?): print("only b", b)
case let (a?, b?): print("both", a, b)
}
var maybe: String? = "hello"
maybe?.append(" world")
print(maybe ?? "", maybe?.count ?? -1, maybe?.uppercased().hasPrefix("HELLO") == true)
maybe = nil
maybe?.append("!")
print(maybe as Any, maybe?.isEmpty as Any)
let n: Int? = 5
if let n, n > 3 { print("n is big:", n) }
let chain = [[1, 2], []].map { $0.first.map { $0 * 10 } }
print(chain)
