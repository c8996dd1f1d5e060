final class Formatter {
    let style: String
    init(style: String) {
        self.style = style
        print("Formatter \(style) init")
    }
    func format(_ n: Int) -> String { "\(style)(\(n))" }
    deinit { print("Formatter \(style) deinit") }
}

final class PriceLabel {
    var render: ((Int) -> String)?
    deinit { print("PriceLabel deinit") }
}

func run() {
    var formatter = Formatter(style: "USD")
    do {
        let label = PriceLabel()
        label.render = { [formatter] n in formatter.format(n) }
        formatter = Formatter(style: "EUR")
        print("variable now \(formatter.style)")
        print(label.render!(5))

        label.render = { n in formatter.format(n) }
        print("replaced closure")
        print(label.render!(6))
        formatter = Formatter(style: "GBP")
        print(label.render!(7))

        label.render = nil
        print("closure cleared")
        print("leaving do")
    }
    formatter = Formatter(style: "CAD")
    print("formatter is \(formatter.style)")
    print("end run")
}

run()
print("done")
