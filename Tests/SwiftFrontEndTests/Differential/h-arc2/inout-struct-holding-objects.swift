// inout parameters of struct type holding object references; copies share objects
final class Resource {
    let id: String
    init(_ id: String) { self.id = id; print("open \(id)") }
    deinit { print("close \(id)") }
}

struct Bundle {
    var primary: Resource?
    var extras: [Resource] = []
    var summary: String { "[\(primary?.id ?? "none")|\(extras.map { $0.id }.joined(separator: ","))]" }
}

func swapPrimary(_ b: inout Bundle, with r: Resource) -> Resource? {
    let old = b.primary
    b.primary = r
    print("swapped in \(r.id)")
    return old
}

func trim(_ b: inout Bundle, keep: Int) {
    while b.extras.count > keep {
        let r = b.extras.removeLast()
        print("trimming \(r.id)")
    }
}

func reset(_ b: inout Bundle) {
    print("reset from \(b.summary)")
    if let p = b.primary { b.primary = nil; print("detached \(p.id)") }
    while let r = b.extras.popLast() { print("detached \(r.id)") }
    print("reset done")
}

var bundle = Bundle(primary: Resource("p1"))
bundle.extras.append(Resource("e1"))
bundle.extras.append(Resource("e2"))
bundle.extras.append(Resource("e3"))
print(bundle.summary)
var old = swapPrimary(&bundle, with: Resource("p2"))
print("old is \(old?.id ?? "nil")")
old = nil
print("copying bundle")
var copy = bundle
trim(&bundle, keep: 1)
print("bundle", bundle.summary, "copy", copy.summary)
print("clearing copy extras")
copy.extras.removeAll()
print("replace copy primary")
copy.primary = Resource("p3")
reset(&bundle)
print(bundle.summary, copy.summary)
copy.primary = nil
print("end")
