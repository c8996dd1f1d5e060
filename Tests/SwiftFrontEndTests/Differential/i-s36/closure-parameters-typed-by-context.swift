// A closure's parameters typed by where it is given, not by its own signature: a declared
// closure type, a function's parameter (session 36's hunt: each printed without Optional(...)).
let f: (Int?) -> Void = { print($0 as Any) }
f(5)
let m: (Int?) -> Void = { x in print(x as Any) }
m(7)
let k: (String?) -> Void = { print($0 ?? "nil", $0 as Any) }
k("s")
let n: (Int?) -> Void = { print($0 == nil, String(describing: $0)) }
n(8)
func load(_ completion: (String?) -> Void) { completion("data") }
load { result in print("got \(String(describing: result))") }
load { print($0 as Any) }
func each(_ values: [Int?], _ body: (Int?) -> Void) { for value in values { body(value) } }
each([1, nil]) { print($0 as Any) }
