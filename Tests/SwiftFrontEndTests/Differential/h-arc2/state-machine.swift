// State machine where each state is an object; transitions replace the current state
class State {
    unowned let machine: Machine
    var name: String { "State" }
    init(machine: Machine) { self.machine = machine; print("enter \(name)") }
    func handle(_ e: String) {}
    deinit { print("exit \(name)") }
}

final class Idle: State {
    override var name: String { "Idle" }
    override func handle(_ e: String) { if e == "start" { machine.state = Running(machine: machine) } }
}

final class Running: State {
    var ticks = 0
    override var name: String { "Running" }
    override func handle(_ e: String) {
        switch e {
        case "tick": ticks += 1; print("  tick \(ticks)")
        case "pause": machine.state = Paused(machine: machine, saved: ticks)
        case "stop": machine.state = Idle(machine: machine)
        default: print("  Running ignores \(e)")
        }
    }
    deinit { print("  running had \(ticks) ticks") }
}

final class Paused: State {
    let saved: Int
    init(machine: Machine, saved: Int) { self.saved = saved; super.init(machine: machine) }
    override var name: String { "Paused(\(saved))" }
    override func handle(_ e: String) {
        if e == "resume" {
            let r = Running(machine: machine); r.ticks = saved
            machine.state = r
        }
    }
}

final class Machine {
    var state: State!
    var history: [String] = []
    init() { print("machine init"); state = Idle(machine: self) }
    deinit { print("machine deinit history=\(history)") }
    func send(_ e: String) {
        print("event \(e)")
        history.append(e)
        state.handle(e)
    }
}

var m: Machine? = Machine()
for e in ["tick", "start", "tick", "tick", "pause", "tick", "resume", "tick", "stop"] {
    m!.send(e)
}
print("current:", m!.state.name)
m = nil
print("end")
