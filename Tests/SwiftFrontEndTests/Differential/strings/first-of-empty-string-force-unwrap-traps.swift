// Force-unwrapping `first` of an empty string traps.
let names = ["Ada", "Linus", "", "Grace"]
print("checking", names.count, "names")
for name in names {
    let first = name.first!
    print(name, "starts with", first)
}
print("not reached")
