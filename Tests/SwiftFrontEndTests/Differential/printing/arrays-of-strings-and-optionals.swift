// Strings inside collections print with quotes; alone they do not.
let names = ["Ann", "Bob"]
print(names)
print(names[0])
let opt: [String?] = ["x", nil, "z"]
print(opt)
let chars: [Character] = ["a", "b"]
print(chars)
let nested = [["a"], [], ["b", "c"]]
print(nested)
let mixed: [Any] = [1, "two", 3.0, true]
print(mixed)
print(["quote\"d", "new\nline", "tab\t"])
let empty: [String] = []
print(empty)
