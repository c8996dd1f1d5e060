func pluralize(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
}

func compactNumber(_ n: Int) -> String {
    switch n {
    case ..<1_000: return "\(n)"
    case ..<1_000_000:
        let tenths = n / 100
        return tenths % 10 == 0 ? "\(tenths / 10)K" : "\(tenths / 10).\(tenths % 10)K"
    default:
        let tenths = n / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10)M" : "\(tenths / 10).\(tenths % 10)M"
    }
}

func likesLabel(_ names: [String], total: Int) -> String {
    switch names.count {
    case 0: return "No likes yet"
    case 1 where total == 1: return "Liked by \(names[0])"
    case 2 where total == 2: return "Liked by \(names[0]) and \(names[1])"
    default: return "Liked by \(names[0]) and \(pluralize(total - 1, "other"))"
    }
}

for n in [0, 1, 2, 999, 1000, 1049, 15_300, 999_999, 2_000_000, 12_345_678] {
    print("\(n) -> \(compactNumber(n)) | \(pluralize(n, "reply", "replies"))")
}
print(likesLabel([], total: 0))
print(likesLabel(["mo"], total: 1))
print(likesLabel(["mo", "jun"], total: 2))
print(likesLabel(["mo"], total: 2))
print(likesLabel(["mo", "jun"], total: 4521))
