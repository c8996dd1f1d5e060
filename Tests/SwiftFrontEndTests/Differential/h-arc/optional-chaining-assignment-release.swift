final class Avatar {
    let url: String
    init(url: String) {
        self.url = url
        print("Avatar \(url) load")
    }
    deinit { print("Avatar \(url) release") }
}

final class HeaderView {
    var avatar: Avatar?
    var badge: Avatar?
    deinit { print("HeaderView deinit") }
}

final class ProfileScreen {
    var header: HeaderView?
    deinit { print("ProfileScreen deinit") }
}

func run() {
    let screen = ProfileScreen()
    screen.header?.avatar = Avatar(url: "never")
    print("assignment through nil header skipped")

    screen.header = HeaderView()
    screen.header?.avatar = Avatar(url: "a.png")
    screen.header?.avatar = Avatar(url: "b.png")
    screen.header?.badge = screen.header?.avatar
    screen.header?.avatar = nil
    print("badge keeps \(screen.header?.badge?.url ?? "nil")")

    var detached = screen.header
    screen.header = nil
    print("header detached, badge \(detached?.badge?.url ?? "nil")")
    detached?.badge = nil
    print("badge cleared")
    detached = nil
    print("end run")
}

run()
print("done")
