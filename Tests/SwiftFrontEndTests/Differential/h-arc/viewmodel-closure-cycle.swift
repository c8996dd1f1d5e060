final class ProfileViewModel {
    let userID: Int
    var onUpdate: (() -> Void)?
    var title = "Profile"

    init(userID: Int) {
        self.userID = userID
        print("ProfileViewModel(\(userID)) init")
    }

    func bindStrong() {
        onUpdate = {
            print("strong update for \(self.userID): \(self.title)")
        }
    }

    func bindWeak() {
        onUpdate = { [weak self] in
            guard let self = self else {
                print("weak update: view model gone")
                return
            }
            print("weak update for \(self.userID): \(self.title)")
        }
    }

    deinit { print("ProfileViewModel(\(userID)) deinit") }
}

func run() {
    print("-- strong capture --")
    var leaky: ProfileViewModel? = ProfileViewModel(userID: 1)
    leaky?.bindStrong()
    leaky?.onUpdate?()
    leaky = nil
    print("leaky set to nil (no deinit expected)")

    print("-- weak capture --")
    var healthy: ProfileViewModel? = ProfileViewModel(userID: 2)
    healthy?.bindWeak()
    healthy?.title = "Edited"
    let saved = healthy?.onUpdate
    saved?()
    healthy = nil
    print("healthy set to nil")
    saved?()

    print("-- strong capture, cycle broken by clearing closure --")
    var fixed: ProfileViewModel? = ProfileViewModel(userID: 3)
    fixed?.bindStrong()
    fixed?.onUpdate?()
    fixed?.onUpdate = nil
    fixed = nil
    print("end run")
}

run()
