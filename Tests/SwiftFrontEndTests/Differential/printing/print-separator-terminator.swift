// print with separator: and terminator:.
print(1, 2, 3, separator: ", ")
print("a", "b", separator: "")
print("no newline", terminator: "")
print(" -> continued")
print("x", "y", separator: "-", terminator: "!\n")
for i in 1...3 {
    print(i, terminator: i < 3 ? " " : "\n")
}
print()
print("after empty line")
print("multi", "line", separator: "\n")
print([1, 2], [3], separator: " | ")
print(terminator: "")
print("end")
