// try! on a call that throws traps with the error in the message.
enum LoaderError: Error {
    case missing(name: String)
}

struct AssetLoader {
    let available: [String]
    func load(_ name: String) throws -> String {
        guard available.contains(name) else { throw LoaderError.missing(name: name) }
        return "<\(name)>"
    }
}

let loader = AssetLoader(available: ["logo", "icon"])
print(try! loader.load("logo"))
print(try! loader.load("icon"))
print("loading splash")
let splash = try! loader.load("splash")
print(splash)
