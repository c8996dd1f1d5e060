// String raw values default to the case name.
enum Direction: String {
    case north, south
    case east = "E"
    case west
}

enum Endpoint: String {
    case users = "/api/users"
    case posts = "/api/posts"
    case health
}

for d in [Direction.north, .south, .east, .west] {
    print(d, d.rawValue)
}
print(Endpoint.users.rawValue, Endpoint.health.rawValue)
let path = Endpoint.posts.rawValue + "/42"
print(path)
print(Direction.east == Direction(rawValue: "E"))
