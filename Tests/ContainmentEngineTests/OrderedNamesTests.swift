import Testing

@testable import ContainmentEngine

@Suite struct OrderedNamesTests {
    /// Inserts each name, returning which were added (`#expect` cannot call a mutating method).
    private func insert(_ names: [String], into list: inout OrderedNames) -> [Bool] {
        names.map { list.insert($0) }
    }

    @Test func keepsFirstSeenOrderOnce() {
        var list = OrderedNames()
        #expect(list.isEmpty)
        #expect(insert(["N0", "X.view", "N0", "X"], into: &list) == [true, true, false, true])
        #expect(list.names == ["N0", "X.view", "X"])
    }

    /// Past `hashedFrom` names a set answers "seen?"; the list and its order are the same.
    @Test(arguments: [OrderedNames.hashedFrom - 1, OrderedNames.hashedFrom, OrderedNames.hashedFrom + 1, 300])
    func largeListsStayUniqueAndOrdered(count: Int) {
        var list = OrderedNames()
        let names = (0..<count).map { "C\($0)" }
        #expect(insert(names, into: &list) == Array(repeating: true, count: count))
        #expect(insert(names, into: &list) == Array(repeating: false, count: count))
        #expect(insert(names.reversed(), into: &list) == Array(repeating: false, count: count))
        #expect(list.names == names)
        #expect(insert(["new", "C0", "new"], into: &list) == [true, false, false])
        #expect(list.names.last == "new")
    }

    @Test func removeAllForgetsWhatWasSeen() {
        var list = OrderedNames()
        _ = insert((0..<40).map { "V\($0)" }, into: &list)
        list.removeAll()
        #expect(list.isEmpty)
        #expect(insert(["V3", "V39", "V3"], into: &list) == [true, true, false])
        #expect(list.names == ["V3", "V39"])
    }
}
