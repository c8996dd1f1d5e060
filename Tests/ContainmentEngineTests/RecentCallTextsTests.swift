import Testing

@testable import ContainmentEngine

/// The cache of callback texts only saves work: whatever was asked before, in whatever order,
/// and however many texts share a slot, the text is exactly the parts' interpolation.
@Suite struct RecentCallTextsTests {
    /// The same characters in a String of its own storage (not the literal's, not small).
    private func copied(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }

    @Test func everyTextIsTheInterpolationOfItsParts() {
        var texts = RecentCallTexts()
        let methods = ["viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "willMove", "didMove", "loadView"]
        let arguments = ["", "false", "true", "toParent: N0", "toParent: nil", "toParent: a parent with a long name"]
        var asked: [(String, String, String)] = []
        // 300 names x 7 methods x 6 arguments would be too many; every name with each method and
        // a varying argument, asked twice in different orders, overflows the 64 slots many times.
        for index in 0..<300 {
            let name = index % 3 == 0 ? "N\(index)" : "controller number \(index)"
            for (offset, method) in methods.enumerated() {
                asked.append((name, method, arguments[(index + offset) % arguments.count]))
            }
        }
        for (name, method, argument) in asked + asked.reversed() + asked.shuffled() {
            #expect(texts.text(name, method, argument) == "\(name).\(method)(\(argument))")
        }
    }

    @Test func equalPartsInOtherStorageFindTheSameText() {
        var texts = RecentCallTexts()
        let first = texts.text("a long controller name", "viewWillDisappear", "false")
        let again = texts.text(copied("a long controller name"), copied("viewWillDisappear"), copied("false"))
        #expect(first == again)
        #expect(texts.text("a long controller name", "viewWillDisappear", "true") == "a long controller name.viewWillDisappear(true)")
        #expect(texts.text("a long controller nam", "eviewWillDisappear", "true") == "a long controller nam.eviewWillDisappear(true)")
    }
}
