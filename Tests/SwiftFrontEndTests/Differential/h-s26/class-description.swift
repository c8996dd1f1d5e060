class Animal: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "Animal(\(name))" }
    var sound: String { "..." }
}
class Bird: Animal {
    let canFly: Bool
    init(name: String, canFly: Bool = true) { self.canFly = canFly; super.init(name: name) }
    override var description: String { super.description + (canFly ? "[flies]" : "[walks]") }
    override var sound: String { "tweet" }
}
let zoo: [Animal] = [Animal(name: "generic"), Bird(name: "robin"), Bird(name: "emu", canFly: false)]
print(zoo)
for a in zoo { print("\(a) says \(a.sound)") }
print(String(describing: zoo[1]), "\(zoo[2])")
let opt: Animal? = zoo.last
print(opt as Any)
print(["k": zoo[0]])
class Plain { var x = 1 }
class SubPlain: Plain {}
print(Plain(), SubPlain(), [SubPlain()] as [Plain])
