// Nested optionals print their layers.
let inner: Int? = 5
let wrapped: Int?? = inner
let empty: Int?? = nil
let wrappedNil: Int?? = .some(nil)
print(wrapped as Any)
print(empty as Any)
print(wrappedNil as Any)
let dict: [String: Int?] = ["k": nil]
print(dict["k"] as Any)
print(dict["z"] as Any)
print(dict)
let arr: [String?] = ["x", nil]
print(arr.first as Any)
print(arr.last as Any)
