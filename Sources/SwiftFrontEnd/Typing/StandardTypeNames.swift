/// The names a standard type's values answer to in the file's extensions (`extension Collection`
/// applies to an array and to a string): the interpreter runs what they declare and the type
/// pass types it from the same lists, so a member the one runs is one the other types.
enum StandardTypeNames {
    static let int = ["Int"], floating = ["Double", "CGFloat"], bool = ["Bool"], dictionary = ["Dictionary"]
    /// A string is a collection of characters: `extension Sequence where Element: Hashable` applies.
    /// Most specific first: the first that declares a member is the one Swift picks.
    static let string = [
        "String", "Character", "StringProtocol", "RangeReplaceableCollection", "BidirectionalCollection", "Collection", "Sequence",
    ]
    static let array = [
        "Array", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "BidirectionalCollection", "Collection", "Sequence",
    ]
    static let set = ["Set", "Collection", "Sequence"]
    /// `items.lazy` and its chains (`Interpreter+Lazy`): lazy collections of the standard library.
    static let lazy = ["LazyCollectionProtocol", "LazySequenceProtocol", "Collection", "Sequence"]
    /// Every name above.
    static let all = Set(int + floating + bool + dictionary + string + array + set + lazy)
}

extension StaticType {
    /// The names the file's extensions of this type go by (`StandardTypeNames`).
    var extensionNames: [String] {
        switch self {
        case .int: StandardTypeNames.int
        case .floating: StandardTypeNames.floating
        case .bool: StandardTypeNames.bool
        case .string, .character: StandardTypeNames.string
        case .array: StandardTypeNames.array
        case .dictionary: StandardTypeNames.dictionary
        case .set: StandardTypeNames.set
        default: []
        }
    }
}
