import Foundation

// With Foundation imported its contains is the one called: the empty string is not found.
let word = "abc"
print(word.contains(""), "".contains(""), word.contains("bc"), word.contains("x"))
