final class Analytics {
    var events: [String] = []
    func log(_ event: String) {
        events.append(event)
        print("analytics: \(event)")
    }
    deinit { print("Analytics deinit after \(events.count) events") }
}

final class ScreenTracker {
    let screenName: String
    var viewCount = 0
    var tags: [String] = []
    var lastAction: String?
    unowned let analytics: Analytics

    init(screenName: String, analytics: Analytics) {
        self.screenName = screenName
        self.analytics = analytics
    }

    func viewed() { viewCount += 1 }
    func tap(_ action: String) {
        lastAction = action
        tags.append(action.uppercased())
    }

    deinit {
        let summary = "\(screenName) views=\(viewCount) tags=\(tags.joined(separator: ",")) last=\(lastAction ?? "none")"
        analytics.log("close \(summary)")
    }
}

func run() {
    let analytics = Analytics()
    do {
        let home = ScreenTracker(screenName: "Home", analytics: analytics)
        home.viewed()
        home.viewed()
        home.tap("refresh")
        home.tap("open")
    }
    var detail: ScreenTracker? = ScreenTracker(screenName: "Detail", analytics: analytics)
    detail?.viewed()
    detail = nil
    print("recorded \(analytics.events.count) events")
    for e in analytics.events { print("- \(e)") }
}

run()
print("done")
