// Setting the only strong reference to nil runs deinit immediately.
class Resource {
    let name: String
    init(name: String) {
        self.name = name
        print("open \(name)")
    }
    deinit {
        print("close \(name)")
    }
}

var file: Resource? = Resource(name: "log.txt")
print("working with \(file!.name)")
file = nil
print("after nil")
var socket: Resource? = Resource(name: "socket")
socket = Resource(name: "socket2")
print("replaced")
socket = nil
print("done")
