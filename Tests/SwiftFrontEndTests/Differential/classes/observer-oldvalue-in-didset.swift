// didSet can compare with oldValue and reject a change by assigning back.
class Slider {
    var minimum = 0
    var maximum = 100
    var position = 50 {
        didSet {
            if position < minimum || position > maximum {
                print("out of range \(position), keeping \(oldValue)")
                position = oldValue
            } else {
                print("moved \(oldValue) -> \(position)")
            }
        }
    }
}

let s = Slider()
s.position = 70
s.position = 150
s.position -= 80
s.position = -5
print("final", s.position)
