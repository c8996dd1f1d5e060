struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
}

var p: Permissions = [.read, .write]
print(p.rawValue)
print(p.contains(.write), p.contains(.execute))
p.insert(.execute)
print(p.rawValue)
p.remove(.read)
print(p.rawValue)
let mask = p.rawValue & Permissions.write.rawValue
print(mask != 0)
print(Permissions.read.rawValue | Permissions.execute.rawValue)
