// An implicitly unwrapped optional prints as Optional until used as non-optional, then traps when nil.
class ViewController {
    var titleLabel: String!
    func viewDidLoad() { titleLabel = "Home" }
}
let vc = ViewController()
print(vc.titleLabel as Any)
vc.viewDidLoad()
print(vc.titleLabel as Any)
let upper: String = vc.titleLabel.uppercased()
print(upper)
vc.titleLabel = nil
print("cleared:", vc.titleLabel as Any)
let length: Int = vc.titleLabel.count
print(length)
