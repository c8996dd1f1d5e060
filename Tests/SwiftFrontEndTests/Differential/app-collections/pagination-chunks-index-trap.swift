struct Page<T> {
    let number: Int
    let items: [T]
    let isLast: Bool
}

func paginate<T>(_ items: [T], pageSize: Int) -> [Page<T>] {
    stride(from: 0, to: items.count, by: pageSize).enumerated().map { index, start in
        let end = min(start + pageSize, items.count)
        return Page(number: index + 1, items: Array(items[start..<end]), isLast: end == items.count)
    }
}

let ids = Array(101...123)
let pages = paginate(ids, pageSize: 5)
for page in pages {
    print("page \(page.number)\(page.isLast ? " (last)" : ""): \(page.items)")
}
let requested = [1, 3, 5, 6]
for n in requested {
    let page = pages[n - 1]
    print("requested page \(n) starts with \(page.items[0])")
}
