final class CheckoutViewModel {
    let orderID: Int
    var onFinish: ((Int) -> Void)?
    init(orderID: Int) {
        self.orderID = orderID
        print("CheckoutViewModel \(orderID) init")
    }
    func pay() {
        print("paying \(orderID)")
        onFinish?(orderID)
    }
    deinit { print("CheckoutViewModel \(orderID) deinit") }
}

final class CheckoutCoordinator {
    let label: String
    var viewModel: CheckoutViewModel?
    var completed: [Int] = []

    init(label: String) { self.label = label }

    func startLeaky(order: Int) {
        let vm = CheckoutViewModel(orderID: order)
        vm.onFinish = { id in self.completed.append(id) }
        viewModel = vm
    }

    func startSafe(order: Int) {
        let vm = CheckoutViewModel(orderID: order)
        vm.onFinish = { [unowned self] id in
            self.completed.append(id)
            print("\(self.label) completed \(self.completed)")
            self.viewModel = nil
        }
        viewModel = vm
    }

    deinit { print("CheckoutCoordinator \(label) deinit, completed \(completed)") }
}

func run() {
    var leaky: CheckoutCoordinator? = CheckoutCoordinator(label: "leaky")
    leaky?.startLeaky(order: 1)
    leaky?.viewModel?.pay()
    leaky = nil
    print("leaky released (cycle keeps both)")

    var safe: CheckoutCoordinator? = CheckoutCoordinator(label: "safe")
    safe?.startSafe(order: 2)
    let vm = safe?.viewModel
    vm?.pay()
    print("viewModel property cleared: \(safe?.viewModel == nil)")
    safe?.startSafe(order: 3)
    safe = nil
    print("end run")
}

run()
