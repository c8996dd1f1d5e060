struct Inner { var a: Int; var b: String }
struct Outer { var inner: Inner; var list: [Inner]; var opt: Inner?; var d: Double }
let o = Outer(inner: Inner(a: 1, b: "x"), list: [Inner(a: 2, b: "y")], opt: nil, d: 2)
print(o)
var o2 = o
o2.opt = Inner(a: 3, b: "z\"q")
print(o2)
enum Status { case active, suspended(reason: String), pending(Int, String) }
print([Status.active, .suspended(reason: "late"), .pending(2, "x")])
print(Status.pending(1, "y"))
let m: [String: [Int?]] = ["a": [1, nil]]
print(m)
print([[1, 2], [3]], [["a": 1]], [(1, "x")])
let nestedOpt: [Int]? = [1, 2]
print(nestedOpt as Any, nestedOpt!)
print("interp: \(nestedOpt as Any) \([1.5, 2])")
class Node { var v = 1 }
print(Node(), [Node()])
print([1.0, 2.5, 1e20, 0.1])
print(["x", "y\n"], "tab\there")
print((1, "a", [2.0], Optional<Int>.none as Any))
