// Trailing closures and multiple trailing closures.
func perform(_ name: String, action: () -> Int) -> String { "\(name)=\(action())" }
print(perform("five") { 5 })
func load(id: Int, success: (String) -> Void, failure: (Int) -> Void) {
    if id > 0 { success("item\(id)") } else { failure(id) }
}
load(id: 3) { item in
    print("got", item)
} failure: { code in
    print("failed", code)
}
load(id: -1) { print("got", $0) } failure: { print("failed", $0) }
func animate(duration: Int, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
    print("duration", duration)
    animations()
    completion?(true)
}
animate(duration: 2) { print("animating") }
animate(duration: 1) {
    print("fade")
} completion: { done in
    print("done:", done)
}
let sum = [1, 2, 3].reduce(0) { $0 + $1 }
print(sum)
