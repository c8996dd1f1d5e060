final class NetworkClient {
    private var pending: [(String) -> Void] = []
    func fetch(_ path: String, completion: @escaping (String) -> Void) {
        print("client: fetch \(path)")
        pending.append(completion)
    }
    func deliverAll() {
        print("client: delivering \(pending.count)")
        let callbacks = pending
        pending.removeAll()
        for (i, cb) in callbacks.enumerated() { cb("payload-\(i)") }
    }
}

final class WeatherViewModel {
    let city: String
    var text = ""
    init(city: String) {
        self.city = city
        print("WeatherViewModel \(city) init")
    }

    func refresh(using client: NetworkClient) {
        client.fetch("/weather/\(city)") { [weak self] body in
            guard let self = self else {
                print("callback: view model already gone, dropping \(body)")
                return
            }
            self.text = body
            print("callback: \(self.city) updated to \(self.text)")
        }
    }

    deinit { print("WeatherViewModel \(city) deinit") }
}

func run() {
    let client = NetworkClient()
    let paris = WeatherViewModel(city: "Paris")
    var oslo: WeatherViewModel? = WeatherViewModel(city: "Oslo")
    paris.refresh(using: client)
    oslo?.refresh(using: client)
    oslo = nil
    print("oslo dismissed")
    client.deliverAll()
    print("paris text: \(paris.text)")
    client.deliverAll()
    print("end run")
}

run()
print("done")
