// In a function generic over Sequence, `filter` is Sequence's: an array, a String's too.
func unique<S: Sequence>(_ items: S) -> [S.Element] where S.Element: Hashable {
    var seen = Set<S.Element>()
    return items.filter { seen.insert($0).inserted }
}
func everything<C: Collection>(_ items: C) -> [C.Element] { items.filter { _ in true } }
print(unique("banana"), unique([3, 1, 3, 2]))
print(everything("hey"), everything("hey").count, everything([true, false]))
