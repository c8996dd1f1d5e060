var greeting = "Hello"
greeting += ", "
greeting += "world"
greeting = greeting + "!"
print(greeting)
let a = "foo", b = "bar"
let c = a + b + a
print(c, c.count)
var log = ""
for i in 1...3 {
    log += "step \(i); "
}
print(log)
var chars = ""
let letter: Character = "z"
chars.append(letter)
chars.append("y")
chars.append(contentsOf: "xw")
print(chars)
print("" + "" == "", "a" + "" == "a")
var path = "/usr"
path += "/" + "local"
print(path)
