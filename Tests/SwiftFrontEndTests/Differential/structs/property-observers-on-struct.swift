// willSet and didSet on a struct's stored property.
struct Thermostat {
    var target: Int = 20 {
        willSet {
            print("will change \(target) -> \(newValue)")
        }
        didSet {
            print("did change \(oldValue) -> \(target)")
            if target > 30 {
                target = 30
            }
        }
    }
}

var t = Thermostat()
t.target = 22
t.target += 1
t.target = 35
print("final", t.target)
var other = Thermostat(target: 18)
print("memberwise init", other.target)
other.target = 18
