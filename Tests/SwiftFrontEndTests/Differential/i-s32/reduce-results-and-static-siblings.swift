struct LineItem { var name: String; var price: Double; var quantity: Int }
let cart: [LineItem] = []
let subtotal = cart.reduce(0) { $0 + $1.price * Double($1.quantity) }
print(subtotal, [Double]().reduce(0, +), [2.5, 4].reduce(1, *), [3, 4].reduce(0, +))
let weights: [Double] = []
print(weights.reduce(0, max), weights.reduce(0) { $0 + $1 } / 2)
enum Interval {
    static let second = 1.0
    static let minute = 60 * second
    static let hour = 60 * minute
    static let labels = [minute: "min", hour: "h"]
}
print(Interval.hour, Interval.labels[Interval.minute] ?? "?")
typealias Row = [Double]
typealias Grid = [Row]
var grid = Grid(repeating: Row(repeating: 0, count: 3), count: 2)
grid[1][2] += 0.5
print(grid)
