var iterator = [10, 20, 30].makeIterator()
print(iterator.next())
print(iterator.next() as Any)
while let value = iterator.next() {
    print("left", value)
}
print(iterator.next() as Any)
var letters = "hey".makeIterator()
var collected: [String] = []
while let letter = letters.next() {
    collected.append(String(letter).uppercased())
}
print(collected.joined(separator: "-"))
var pages = ["intro", "setup", "done"].makeIterator()
_ = pages.next()
while let page = pages.next() {
    print("page", page)
}
