// Memberwise initialisers, including properties with default values.
struct Settings {
    var volume: Int = 5
    var muted = false
    let name: String
}

let a = Settings(name: "default")
let b = Settings(volume: 9, name: "loud")
let c = Settings(volume: 0, muted: true, name: "silent")
for s in [a, b, c] {
    print(s.name, s.volume, s.muted)
}
print(Settings(muted: true, name: "quiet").volume)
