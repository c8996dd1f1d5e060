// Session 37: `is` and `as?` of tuples held as Any check each element's type (a tuple answered
// false to every tuple type), beside the collections' casts.
let values: [Any] = [(1, "x"), (2.5, true), ["a": 1], [3, 4], "text"]
for value in values {
    print(value is (Int, String), value is (Double, Bool), value is [String: Int], value is [Int], value is String)
}
if let pair = values[0] as? (Int, String) { print(pair.0 + 1, pair.1 + "!") }
if let other = values[1] as? (Int, String) { print("unexpected", other) } else { print("not an (Int, String)") }
if let (amount, flag) = values[1] as? (Double, Bool) { print("amount", amount, flag) }
