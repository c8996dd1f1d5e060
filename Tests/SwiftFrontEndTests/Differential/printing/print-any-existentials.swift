// Printing values stored as Any and as protocol types.
protocol Named { var name: String { get } }
struct Cat: Named { var name: String }
struct Robot: Named, CustomStringConvertible { var name: String; var description: String { "robot \(name)" } }
let things: [Named] = [Cat(name: "Tom"), Robot(name: "R2")]
for t in things { print(t, t.name) }
print(things.map { $0.name })
let boxes: [Any] = [Cat(name: "Felix"), 3, "s", Optional<Int>.none as Any, [Cat(name: "x")]]
for b in boxes { print(b) }
let anyOpt: Any = Optional(4) as Any
print(anyOpt)
