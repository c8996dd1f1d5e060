final class Team {
    let name: String
    var members: [Member] = []
    init(name: String) { self.name = name }
    deinit { print("Team \(name) deinit") }
}
final class Member {
    let name: String
    var team: Team?
    init(name: String) { self.name = name }
    deinit { print("Member \(name) deinit") }
}

final class WeakMember {
    let name: String
    weak var team: WeakTeam?
    init(name: String) { self.name = name }
    deinit { print("WeakMember \(name) deinit, team is \(team == nil ? "nil" : "set")") }
}
final class WeakTeam {
    let name: String
    var members: [WeakMember] = []
    init(name: String) { self.name = name }
    deinit { print("WeakTeam \(name) deinit") }
}

func join(_ m: Member, _ t: Team) {
    t.members.append(m)
    m.team = t
}

func run() {
    print("-- cycle left alone")
    do {
        let t = Team(name: "Leaky")
        join(Member(name: "ann"), t)
    }
    print("-- cycle broken manually")
    do {
        let t = Team(name: "Tidy")
        join(Member(name: "bo"), t)
        join(Member(name: "cy"), t)
        for m in t.members { m.team = nil }
        print("broke back references")
    }
    print("-- weak back reference")
    do {
        let t = WeakTeam(name: "Light")
        for n in ["dee", "eve"] {
            let m = WeakMember(name: n)
            m.team = t
            t.members.append(m)
        }
        print("members: \(t.members.map { "\($0.name)@\($0.team!.name)" })")
    }
    print("end run")
}

run()
