// Printing a wrapper over a sequence of the file's: Swift prints its type and storage.
struct Three: Sequence {
    func makeIterator() -> IndexingIterator<[Int]> { [1, 2, 3].makeIterator() }
}
print(Array(Three().prefix(2)))
print(Three().prefix(2))
