typealias Transform = (String) -> String

func compose(_ transforms: Transform...) -> Transform {
    { input in transforms.reduce(input) { value, f in f(value) } }
}

let trim: Transform = { s in
    var t = Substring(s)
    while t.first == " " { t.removeFirst() }
    while t.last == " " { t.removeLast() }
    return String(t)
}
let collapseSpaces: Transform = { $0.split(separator: " ").joined(separator: " ") }
let limit: (Int) -> Transform = { n in { $0.count > n ? String($0.prefix(n)) + "…" : $0 } }
let shout: Transform = { $0.uppercased() + "!" }

let cleanTitle = compose(trim, collapseSpaces, limit(16))
let alertTitle = compose(cleanTitle, shout)

let inputs = ["   hello    world  ", "a very long title that should be truncated", "ok"]
for s in inputs {
    print("[\(cleanTitle(s))] [\(alertTitle(s))]")
}

func counter() -> () -> Int {
    var n = 0
    return { n += 1; return n }
}
let next = counter()
let other = counter()
print(next(), next(), other(), next())
let applyTwice: (@escaping (Int) -> Int) -> (Int) -> Int = { f in { f(f($0)) } }
print([1, 2, 3].map(applyTwice { $0 * 3 }), [5, 10].map(applyTwice(applyTwice { $0 + 1 })))
