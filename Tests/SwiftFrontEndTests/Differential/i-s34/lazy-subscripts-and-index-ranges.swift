var s = "Hello, brave new world"
let a = s.index(s.startIndex, offsetBy: 7)
let b = s.index(a, offsetBy: 6)
let r = a..<b
print(s[r], s.distance(from: r.lowerBound, to: r.upperBound))
s.removeSubrange(a..<b)
print(s)
let names = ["ann", "bob", "cy"].lazy.map { n -> String in
    print("upper", n)
    return n.uppercased()
}
print(names[1])
let evens = [1, 2, 3, 4].lazy.filter { $0 % 2 == 0 }
print(evens[3], evens[0])
