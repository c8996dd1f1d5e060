// An object made in a function and only held weakly is gone when the function returns;
// one returned and kept stays.
final class Box { var value: Int; init(_ value: Int) { self.value = value } }
final class Watcher { weak var box: Box? }
let watcher = Watcher()
func fill() {
    let local = Box(1)
    watcher.box = local
    print("inside", watcher.box?.value ?? -1)
}
fill()
print("after", watcher.box?.value ?? -1)
func make() -> Box {
    let made = Box(2)
    watcher.box = made
    return made
}
let kept = make()
print("kept", watcher.box?.value ?? -1, kept.value)
watcher.box = Box(3)
print("temporary", watcher.box?.value ?? -1)
