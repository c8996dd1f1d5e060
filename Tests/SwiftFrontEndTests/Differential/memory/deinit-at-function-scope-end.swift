// A local object is released when the function that created it returns.
class Transaction {
    let id: Int
    init(id: Int) {
        self.id = id
        print("begin \(id)")
    }
    func commit() { print("commit \(id)") }
    deinit { print("end \(id)") }
}

func perform(_ id: Int) {
    let t = Transaction(id: id)
    t.commit()
}

func makeAndReturn(_ id: Int) -> Transaction {
    let t = Transaction(id: id)
    return t
}

perform(1)
print("after perform")
var kept: Transaction? = makeAndReturn(2)
print("kept \(kept!.id)")
kept = nil
print("after release")
_ = makeAndReturn(3)
print("finished")
