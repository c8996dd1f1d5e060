// reversed(), min(), max() on arrays, including empty ones.
let temps = [18, 22, 15, 30, 26]
print(Array(temps.reversed()))
for t in temps.reversed() where t > 20 { print("warm", t) }
print(temps.min()!, temps.max()!)
let empty: [Int] = []
print(empty.min() as Any, empty.max() as Any)
let names = ["maria", "al", "bob"]
print(names.max()!, names.min()!)
print(names.max(by: { $0.count < $1.count })!)
print(String("hello".reversed()))
