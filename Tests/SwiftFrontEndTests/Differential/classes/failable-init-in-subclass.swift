// A subclass's failable init fails before or after calling super.init.
class Document {
    let title: String
    init?(title: String) {
        print("Document.init \(title)")
        if title.count > 10 { return nil }
        self.title = title
    }
}

class Report: Document {
    let pages: Int
    init?(title: String, pages: Int) {
        print("Report.init \(title) \(pages)")
        if pages <= 0 { return nil }
        self.pages = pages
        super.init(title: title)
    }
}

let r1 = Report(title: "Q1", pages: 3)
print(r1?.title ?? "none", r1?.pages ?? 0)
let r2 = Report(title: "Q2", pages: 0)
print(r2 == nil)
let r3 = Report(title: "Annual summary", pages: 40)
print(r3 == nil)
