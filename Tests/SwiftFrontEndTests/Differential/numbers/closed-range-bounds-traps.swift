func pages(from start: Int, to end: Int) -> [Int] {
    return Array(start...end)
}
print(pages(from: 1, to: 4))
print(pages(from: 3, to: 3))
print("empty request")
print(pages(from: 5, to: 2))
print("not reached")
