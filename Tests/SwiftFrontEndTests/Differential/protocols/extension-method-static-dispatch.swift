// A method declared only in a protocol extension (not a requirement) is statically
// dispatched: through the protocol type, the extension's version runs.
protocol Animal {
    func sound() -> String
}

extension Animal {
    func sound() -> String { "generic sound" }
    func nickname() -> String { "an animal" }
    func describe() -> String { "\(nickname()) says \(sound())" }
}

struct Dog: Animal {
    func sound() -> String { "woof" }
    func nickname() -> String { "a dog" }
}

let dog = Dog()
let animal: Animal = dog
print(dog.sound(), "|", animal.sound())
print(dog.nickname(), "|", animal.nickname())
print(dog.describe())
print(animal.describe())
func nameOf<T: Animal>(_ value: T) -> String { value.nickname() }
print(nameOf(dog))
