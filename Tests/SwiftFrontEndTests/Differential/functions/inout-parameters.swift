// inout parameters modify the caller's variable.
func increment(_ x: inout Int, by step: Int = 1) { x += step }
func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
func appendLog(_ log: inout [String], _ line: String) { log.append(line) }
var counter = 0
increment(&counter)
increment(&counter, by: 10)
print(counter)
var left = "L", right = "R"
swapValues(&left, &right)
print(left, right)
var log: [String] = []
appendLog(&log, "a")
appendLog(&log, "b")
print(log)
var scores = [1, 2, 3]
increment(&scores[1], by: 100)
print(scores)
struct Pt { var x = 0, y = 0 }
var p = Pt()
increment(&p.y, by: 4)
print(p)
var x = 1, y = 2
swap(&x, &y)
print(x, y)
