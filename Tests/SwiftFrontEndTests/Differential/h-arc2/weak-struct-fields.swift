// weak var inside structs, computed properties reading weak references
final class Account {
    let owner: String
    var balance: Int
    init(_ owner: String, _ b: Int) { self.owner = owner; balance = b; print("account \(owner) open") }
    deinit { print("account \(owner) closed") }
}

struct AccountRef {
    weak var account: Account?
    let label: String
    var status: String {
        guard let a = account else { return "\(label): closed" }
        return "\(label): \(a.owner) has \(a.balance)"
    }
    var isLive: Bool { account != nil }
}

struct Dashboard {
    var refs: [AccountRef] = []
    var liveCount: Int { refs.filter { $0.isLive }.count }
    func report() { refs.forEach { print("  " + $0.status) } }
    mutating func compact() {
        let before = refs.count
        refs.removeAll { !$0.isLive }
        print("compacted \(before) -> \(refs.count)")
    }
}

var accounts: [String: Account] = [:]
var dash = Dashboard()
for (name, bal) in [("amy", 10), ("bo", 20), ("cy", 30)] {
    let a = Account(name, bal)
    accounts[name] = a
    dash.refs.append(AccountRef(account: a, label: "ref-\(name)"))
}
dash.report()
var copyDash = dash
print("closing bo")
accounts["bo"] = nil
dash.report()
print("live:", dash.liveCount, "copy live:", copyDash.liveCount)
dash.compact()
accounts["amy"]?.balance += 5
copyDash.report()
print("closing amy via removeValue")
if let removed = accounts.removeValue(forKey: "amy") {
    print("removed \(removed.owner), still held locally")
}
print("after if-let scope")
copyDash.compact()
copyDash.report()
accounts["cy"] = nil
print("live:", dash.liveCount, copyDash.liveCount)
print("end")
