final class ProfileLoader {
    let userID: Int
    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader \(userID) init")
    }
    func didLoad(_ data: String) { print("ProfileLoader \(userID) loaded \(data)") }
    deinit { print("ProfileLoader \(userID) deinit") }
}

final class RequestQueue {
    private var pending: [String: (String) -> Void] = [:]
    private var order: [String] = []

    func enqueue(_ key: String, _ completion: @escaping (String) -> Void) {
        pending[key] = completion
        order.append(key)
        print("queued \(key)")
    }

    func complete(_ key: String) {
        guard let c = pending.removeValue(forKey: key) else {
            print("nothing pending for \(key)")
            return
        }
        order.removeAll { $0 == key }
        print("completing \(key)")
        c("data-\(key)")
        print("completed \(key)")
    }

    func cancel(_ key: String) {
        print("cancel \(key)")
        pending[key] = nil
        order.removeAll { $0 == key }
    }
}

func run() {
    let queue = RequestQueue()
    do {
        let strongLoader = ProfileLoader(userID: 1)
        queue.enqueue("u1") { strongLoader.didLoad($0) }
        let weakLoader = ProfileLoader(userID: 2)
        queue.enqueue("u2") { [weak weakLoader] in weakLoader?.didLoad($0) }
        let cancelled = ProfileLoader(userID: 3)
        queue.enqueue("u3") { cancelled.didLoad($0) }
        print("screen closed")
    }
    queue.complete("u2")
    queue.complete("u1")
    queue.complete("u1")
    queue.cancel("u3")
    print("end run")
}

run()
