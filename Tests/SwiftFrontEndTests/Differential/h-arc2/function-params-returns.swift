// Objects passed through function parameters and returned; ownership transfer and temporaries
final class Payload {
    let tag: String
    init(_ t: String) { tag = t; print("new \(t)") }
    deinit { print("free \(tag)") }
}

func passthrough(_ p: Payload) -> Payload { print("passthrough \(p.tag)"); return p }

func wrap(_ p: Payload) -> Payload {
    let w = Payload("wrap(\(p.tag))")
    print("wrapping \(p.tag)")
    return w
}

func consumeAndLog(_ p: Payload) { print("consuming \(p.tag)") }

func pick(_ a: Payload, _ b: Payload, first: Bool) -> Payload { first ? a : b }

func makeMany(_ n: Int) -> [Payload] { (1...n).map { Payload("m\($0)") } }

func chain() -> Payload {
    let a = Payload("tmpA")
    defer { print("chain defer, a=\(a.tag)") }
    return wrap(passthrough(a))
}

print("-- temp passed and dropped")
consumeAndLog(Payload("t1"))
print("-- returned wrapper")
var w: Payload? = wrap(Payload("inner"))
print("holding \(w!.tag)")
w = nil
print("-- chain")
var c: Payload? = chain()
print("got \(c!.tag)")
c = nil
print("-- pick")
var x: Payload? = Payload("x")
var kept: Payload? = pick(x!, Payload("y"), first: false)
print("kept \(kept!.tag)")
x = nil
print("x cleared")
kept = nil
print("-- many")
var many: [Payload]? = makeMany(3)
let second = many![1]
many = nil
print("second survives: \(second.tag)")
print("-- closure param")
func withPayload(_ tag: String, _ body: (Payload) -> String) -> String {
    let p = Payload(tag)
    let r = body(p)
    print("body returned")
    return r
}
print(withPayload("cl") { "len \($0.tag.count)" })
print("end")
