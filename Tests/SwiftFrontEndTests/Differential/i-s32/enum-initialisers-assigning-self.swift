enum Category: Equatable {
    case under, normal, over
    static let limits = (low: 18.5, high: 25.0)
    init(bmi: Double) {
        if bmi < Category.limits.low {
            self = .under
        } else if bmi < Category.limits.high {
            self = .normal
        } else {
            self = .over
        }
    }
    init?(code: String) {
        switch code {
        case "U": self = .under
        case "N": self = .normal
        default: return nil
        }
    }
}
print([17.0, 22.5, 31.2].map(Category.init(bmi:)))
print(Category(code: "N") as Any, Category(code: "X") as Any)
let c = Category(bmi: 24.9)
print(c == .normal)
enum Level: Int {
    case low = 1, high = 2
    init(score: Int) { self = score > 50 ? .high : .low }
}
print(Level(score: 80).rawValue, Level(rawValue: 1) as Any)
