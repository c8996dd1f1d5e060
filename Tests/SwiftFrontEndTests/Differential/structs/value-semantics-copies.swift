// Assigning a struct copies it; changing the copy leaves the original alone.
struct Profile {
    var name: String
    var tags: [String]
}

var original = Profile(name: "Ann", tags: ["admin"])
var copy = original
copy.name = "Bob"
copy.tags.append("guest")
print(original.name, original.tags)
print(copy.name, copy.tags)

var profiles = [original, copy]
profiles[0].tags.removeAll()
print(original.tags.count, profiles[0].tags.count)

func rename(_ profile: Profile) -> Profile {
    var p = profile
    p.name = p.name.uppercased()
    return p
}
let renamed = rename(original)
print(original.name, renamed.name)
