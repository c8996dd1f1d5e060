var calls: [String] = []
let numbers = [3, 8, 1, 12, 7, 20]
let doubledBig = numbers.lazy.filter { n -> Bool in
    calls.append("f\(n)")
    return n > 5
}.map { n -> Int in
    calls.append("m\(n)")
    return n * 2
}
print(calls.isEmpty)
print(doubledBig.first ?? -1, calls)
calls = []
print(doubledBig.count, calls)
calls = []
print(Array(doubledBig), calls.count)
calls = []
for value in doubledBig {
    print("got", value)
    if value > 20 { break }
}
print(calls)
calls = []
let total = doubledBig.reduce(0) { sum, next in
    calls.append("r\(next)")
    return sum + next
}
print(total, calls)
calls = []
print(doubledBig.contains(24), calls)
calls = []
print(doubledBig.allSatisfy { $0 > 10 }, doubledBig.first { $0 > 30 } as Any)
print(numbers.lazy.map { $0 * 10 }.count)
let squares = (1...5).lazy.map { n -> Int in
    print("squaring", n)
    return n * n
}
print(squares.first!)
print(squares.max()!, squares.min()!)
