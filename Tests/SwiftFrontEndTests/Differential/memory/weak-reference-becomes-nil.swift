// A weak reference becomes nil once the last strong reference is gone.
class Image {
    let url: String
    init(url: String) { self.url = url }
    deinit { print("freeing \(url)") }
}

var strong: Image? = Image(url: "a.png")
weak var cached = strong
print(cached?.url ?? "nil")
var second = strong
strong = nil
print("after first nil:", cached?.url ?? "nil")
second = nil
print("after second nil:", cached?.url ?? "nil")
print(cached == nil)
