let word = "stressed"
let rev = String(word.reversed())
print(rev)
print(word.reversed().count)
print(Array(word.reversed()).prefix(3))
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    return letters == String(letters.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"))
print(isPalindrome("Swift"))
print(String("héllo👋".reversed()))
let sentence = "one two three"
print(sentence.split(separator: " ").reversed().joined(separator: " "))
print(String("".reversed()).isEmpty)
