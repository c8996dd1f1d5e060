func normalized(_ s: String) -> [Character] {
    s.lowercased().filter { $0.isLetter || $0.isNumber }.map { $0 }
}

func isPalindrome(_ s: String) -> Bool {
    let chars = normalized(s)
    var lo = 0, hi = chars.count - 1
    while lo < hi {
        if chars[lo] != chars[hi] { return false }
        lo += 1; hi -= 1
    }
    return true
}

func anagramKey(_ s: String) -> String { String(normalized(s).sorted()) }

let phrases = ["A man, a plan, a canal: Panama", "Swift", "No 'x' in Nixon", "", "12321", "ab"]
for p in phrases {
    print("\"\(p)\" palindrome: \(isPalindrome(p))")
}

let words = ["listen", "silent", "enlist", "google", "inlets", "banana", "tinsel", "Elgoog"]
var groups: [String: [String]] = [:]
for w in words { groups[anagramKey(w), default: []].append(w) }
for key in groups.keys.sorted() {
    let members = groups[key]!
    print(key, members.count, members)
}
