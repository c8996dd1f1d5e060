protocol PickerDelegate: AnyObject {
    func picker(_ picker: Picker, didSelect option: String)
    func pickerShouldAllowEmpty(_ picker: Picker) -> Bool
}
extension PickerDelegate {
    func pickerShouldAllowEmpty(_ picker: Picker) -> Bool { false }
}
final class Picker {
    let options: [String]
    weak var delegate: PickerDelegate?
    private(set) var selectedIndex: Int?
    init(options: [String]) { self.options = options }
    func tap(index: Int?) {
        guard let index = index else {
            if delegate?.pickerShouldAllowEmpty(self) ?? true {
                selectedIndex = nil
                print("cleared")
            } else {
                print("empty selection refused")
            }
            return
        }
        guard options.indices.contains(index) else { return print("bad index \(index)") }
        selectedIndex = index
        delegate?.picker(self, didSelect: options[index])
    }
}
final class FormController: PickerDelegate {
    var chosen: [String] = []
    func picker(_ picker: Picker, didSelect option: String) { chosen.append(option); print("form got \(option)") }
}
let picker = Picker(options: ["Small", "Medium", "Large"])
picker.tap(index: 0)
var form: FormController? = FormController()
picker.delegate = form
picker.tap(index: 2)
picker.tap(index: 7)
picker.tap(index: nil)
print(picker.selectedIndex as Any, form?.chosen ?? [])
form = nil
print(picker.delegate == nil)
picker.tap(index: nil)
print(picker.selectedIndex as Any)
