enum FSError: Error {
    case notFound(path: String)
    case permissionDenied(path: String)
    case isDirectory(path: String)
}

struct FakeFileSystem {
    var files: [String: String] = ["/etc/hosts": "127.0.0.1 localhost", "/home/me/notes.txt": "buy milk\ncall mom"]
    var directories: Set<String> = ["/etc", "/home/me"]
    var protected: Set<String> = ["/etc/shadow"]

    func read(_ path: String) throws -> String {
        if protected.contains(path) { throw FSError.permissionDenied(path: path) }
        if directories.contains(path) { throw FSError.isDirectory(path: path) }
        guard let contents = files[path] else { throw FSError.notFound(path: path) }
        return contents
    }

    func lineCount(_ path: String) -> Int? {
        guard let text = try? read(path) else { return nil }
        return text.split(separator: "\n").count
    }
}

let fs = FakeFileSystem()
var opened = 0
for path in ["/etc/hosts", "/etc/shadow", "/etc", "/nope", "/home/me/notes.txt"] {
    defer { opened += 1 }
    do {
        let text = try fs.read(path)
        print("\(path): \(text.count) chars")
    } catch FSError.notFound(let p) {
        print("\(p): no such file")
    } catch let FSError.permissionDenied(p), let FSError.isDirectory(p) {
        print("\(p): cannot open (\(opened))")
    } catch {
        print("other")
    }
}
print(opened)
print(fs.lineCount("/home/me/notes.txt") as Any, fs.lineCount("/etc") as Any)
let hosts = try! fs.read("/etc/hosts")
print(hosts.uppercased())
let secret = try! fs.read("/etc/shadow")
print(secret)
