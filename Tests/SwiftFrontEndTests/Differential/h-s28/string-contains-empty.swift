// The standard library finds the empty string in any string; Foundation (below, imported) does not.
let word = "abc"
print(word.contains(""), "".contains(""), word.contains("bc"), word.contains("x"))
