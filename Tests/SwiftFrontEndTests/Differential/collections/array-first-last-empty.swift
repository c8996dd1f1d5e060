// first and last are optionals; they are nil on an empty array.
var stack: [Int] = []
print(stack.first as Any, stack.last as Any)
stack.append(3)
stack.append(9)
print(stack.first!, stack.last!)
if let top = stack.last {
    print("top is \(top)")
}
print(stack.popLast() as Any)
print(stack.popLast() as Any)
print(stack.popLast() as Any)
print(stack.isEmpty)
