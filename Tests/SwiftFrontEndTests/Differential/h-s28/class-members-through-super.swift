// `super` in a class property's or class method's body reads the superclass's, with `self`
// still the class the access went to (it read the override again, without end: a crash).
class Animal {
    class var kingdom: String { "Animalia" }
    class func describe() -> String { "an animal of \(kingdom)" }
    class var tag: String { "tag of \(self)" }
}

class Dog: Animal {
    override class var kingdom: String { "Dogs of " + super.kingdom }
    override class func describe() -> String { "a dog, " + super.describe() }
    override class var tag: String { "dog " + super.tag }
}

class Puppy: Dog {}

print(Dog.kingdom)
print(Dog.describe())
print(Puppy.describe())
print(Dog.tag, Puppy.tag)
