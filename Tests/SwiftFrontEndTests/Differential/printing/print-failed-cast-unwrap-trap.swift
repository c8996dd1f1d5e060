// A failed conditional cast, force-unwrapped, traps.
let payload: [String: Any] = ["name": "kim", "age": "31"]
let name = payload["name"] as! String
print("name:", name)
let ageText = payload["age"] as? Int
print("age as Int:", ageText as Any)
let age = ageText!
print("age:", age)
