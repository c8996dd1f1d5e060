// A custom init in the struct body; an extension init keeps the memberwise one.
struct Temperature {
    var celsius: Double
}

extension Temperature {
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) * 5 / 9
    }
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

struct Money {
    let cents: Int
    init(dollars: Int, cents: Int) {
        self.cents = dollars * 100 + cents
    }
}

let boiling = Temperature(celsius: 100)
let body = Temperature(fahrenheit: 98.6)
print(boiling.fahrenheit)
print(Int(body.celsius * 10))
let price = Money(dollars: 3, cents: 45)
print(price.cents)
