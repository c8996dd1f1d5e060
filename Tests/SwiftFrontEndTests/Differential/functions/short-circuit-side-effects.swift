// && and || only evaluate the right side when needed.
var calls: [String] = []
func check(_ name: String, _ result: Bool) -> Bool {
    calls.append(name)
    return result
}
if check("a", false) && check("b", true) { print("both") }
print(calls)
calls = []
if check("c", true) || check("d", false) { print("either") }
print(calls)
calls = []
let r = check("e", true) && check("f", false) || check("g", true)
print(r, calls)
calls = []
let s = check("h", false) || check("i", false) && check("j", true)
print(s, calls)
let arr: [Int] = []
print(!arr.isEmpty && arr[0] > 0)
