// Subclasses override a method; calls through a base-typed array dispatch dynamically.
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    func speak() -> String { "\(name) says \(sound())" }
}

class Dog: Animal {
    override func sound() -> String { "woof" }
}

class Puppy: Dog {
    override func sound() -> String { super.sound() + " (tiny)" }
}

class Cat: Animal {
    override func sound() -> String { "meow" }
}

let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Cat(name: "Tom")]
for animal in animals {
    print(animal.speak())
}
