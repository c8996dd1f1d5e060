// lazy var creating helper objects on first access; replaced and reset later
final class Formatter {
    let style: String
    init(style: String) { self.style = style; print("Formatter(\(style)) built") }
    deinit { print("Formatter(\(style)) released") }
    func format(_ x: Double) -> String { style == "short" ? "\(Int(x))" : "\(x)" }
}

final class Database {
    let path: String
    init(path: String) { self.path = path; print("DB open \(path)") }
    deinit { print("DB close \(path)") }
}

final class ReportViewModel {
    let id: Int
    lazy var formatter: Formatter = Formatter(style: "short")
    lazy var db: Database = { [unowned self] in
        print("  lazily opening db for vm \(self.id)")
        return Database(path: "/tmp/vm\(self.id).db")
    }()
    lazy var title: String = "Report #\(id)"
    init(id: Int) { self.id = id; print("VM \(id) init") }
    deinit { print("VM \(id) deinit") }
    func render(_ values: [Double]) -> String {
        values.map { formatter.format($0) }.joined(separator: ",")
    }
}

do {
    let vm = ReportViewModel(id: 1)
    print("created, nothing lazy yet")
    print(vm.title)
    print(vm.render([1.5, 2.7]))
    print(vm.render([3.0]))
    print("leaving scope of vm1")
}
print("vm1 gone")

var vm2: ReportViewModel? = ReportViewModel(id: 2)
print("db path:", vm2!.db.path)
print("db path again:", vm2!.db.path)
vm2!.formatter = Formatter(style: "long")
print(vm2!.render([4.25]))
vm2!.formatter = Formatter(style: "short")
print(vm2!.render([4.25]))
vm2!.db = Database(path: "/tmp/other.db")
print("swapped db")
var keepDb: Database? = vm2!.db
vm2 = nil
print("vm2 released, db kept: \(keepDb!.path)")
keepDb = nil
print("end")
