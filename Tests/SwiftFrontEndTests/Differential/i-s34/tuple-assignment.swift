var a = 1, b = 2
(a, b) = (b, a)
print(a, b)
var x = 48, y = 18
while y != 0 { (x, y) = (y, x % y) }
print(x)
var w = 1.5, h = 2.5
(w, h) = (3, 4)
print(w, h)
var items = [1, 2, 3]
(items[0], items[2]) = (items[2], items[0])
print(items)
struct P { var x = 0; var y = 0 }
var p = P()
(p.x, p.y) = (5, 6)
print(p)
var name = ""
(name, _) = ("kept", "dropped")
print(name)
func pair() -> (Int, String) { (7, "seven") }
var n = 0, s = ""
(n, s) = pair()
print(n, s)
var t = (1, (2, 3))
var q = 0, r = 0, u = 0
(q, (r, u)) = t
print(q, r, u, t)
