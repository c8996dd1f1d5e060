// `type(of:)` of an optional: Swift gives Optional<Int>; the playground holds the value alone.
let a: Int? = 42
print(type(of: a))
