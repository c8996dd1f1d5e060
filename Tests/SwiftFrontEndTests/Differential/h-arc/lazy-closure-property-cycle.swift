final class PriceFormatter {
    let currency: String
    var multiplier = 1

    lazy var format: (Int) -> String = {
        "\(self.currency) \($0 * self.multiplier)"
    }

    lazy var safeFormat: (Int) -> String = { [unowned self] value in
        "\(self.currency) \(value * self.multiplier)"
    }

    lazy var summary: String = "formatter for \(currency)"

    init(currency: String) {
        self.currency = currency
        print("PriceFormatter \(currency) init")
    }

    deinit { print("PriceFormatter \(currency) deinit") }
}

func run() {
    print("-- lazy property never touched")
    var a: PriceFormatter? = PriceFormatter(currency: "USD")
    a = nil

    print("-- lazy strong closure used")
    var b: PriceFormatter? = PriceFormatter(currency: "EUR")
    print(b!.format(10))
    b = nil
    print("b released (leaked)")

    print("-- lazy unowned closure used")
    var c: PriceFormatter? = PriceFormatter(currency: "JPY")
    c?.multiplier = 3
    print(c!.safeFormat(7))
    print(c!.summary)
    c = nil

    print("-- lazy string only")
    var d: PriceFormatter? = PriceFormatter(currency: "CHF")
    print(d!.summary)
    d = nil
    print("end run")
}

run()
