let a = 3
let b = 9
print(min(a, b), max(a, b))
print(min(2.5, 4), max(2, 1.5))
print(min(5, 3, 8, 1), max(5, 3, 8, 1))
let w: Double = 320
print(min(w, 200), max(w / 3, 100))
print(max(-0.0, 0.0), min(0.0, -0.0))
print(min(Double.nan, 1.0), max(1.0, Double.nan))
print([4, 1, 7].min()!, [4.5, 1.25].max()!)
print(max("apple", "banana"))
