// for case let x? iterates only the non-nil values; for-in with where.
let inputs: [Int?] = [3, nil, 8, nil, 1]
for case let x? in inputs {
    print("value", x)
}
enum Item { case file(String, size: Int), folder(String) }
let items: [Item] = [.file("a.txt", size: 10), .folder("docs"), .file("b.png", size: 300)]
for case let .file(name, size) in items where size > 50 {
    print("large file", name, size)
}
for case .folder(let name) in items {
    print("folder", name)
}
for n in 1...10 where n % 4 == 0 { print("multiple of 4:", n) }
var nilCount = 0
for case nil in inputs { nilCount += 1 }
print("nils", nilCount)
