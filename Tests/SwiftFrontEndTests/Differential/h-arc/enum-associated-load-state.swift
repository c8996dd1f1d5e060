final class Article {
    let slug: String
    init(slug: String) {
        self.slug = slug
        print("Article \(slug) init")
    }
    deinit { print("Article \(slug) deinit") }
}

final class ErrorBox {
    let message: String
    init(_ message: String) { self.message = message }
    deinit { print("ErrorBox '\(message)' deinit") }
}

enum LoadState {
    case idle
    case loading(progress: Int)
    case loaded(Article)
    case failed(ErrorBox, retryIn: Int)
}

final class ArticleViewModel {
    var state: LoadState = .idle {
        didSet { print("state -> \(describe())") }
    }
    func describe() -> String {
        switch state {
        case .idle: return "idle"
        case .loading(let p): return "loading \(p)%"
        case .loaded(let a): return "loaded \(a.slug)"
        case .failed(let e, let r): return "failed \(e.message), retry in \(r)s"
        }
    }
    deinit { print("ArticleViewModel deinit") }
}

func run() {
    var vm: ArticleViewModel? = ArticleViewModel()
    vm?.state = .loading(progress: 50)
    vm?.state = .loaded(Article(slug: "arc-basics"))
    vm?.state = .failed(ErrorBox("timeout"), retryIn: 3)
    vm?.state = .loaded(Article(slug: "weak-refs"))
    var saved: LoadState? = vm?.state
    vm?.state = .idle
    print("saved copy keeps article alive")
    saved = .loading(progress: 10)
    if case .loading(let p)? = saved { print("saved now loading \(p)") }
    vm?.state = .loaded(Article(slug: "final"))
    if case .loaded(let a) = vm!.state {
        print("peek at \(a.slug)")
    }
    vm = nil
    print("end run")
}

run()
