import Foundation

// Foundation's String(format:): printf's conversions with flags, width and precision; %d reads
// 32 bits of an Int (as the device does), %ld all of it.
struct LineItem {
    let name: String
    let quantity: Int
    let unitPrice: Double
    var total: Double { Double(quantity) * unitPrice }
}
let items = [LineItem(name: "Pens", quantity: 12, unitPrice: 0.45), LineItem(name: "Notebook", quantity: 3, unitPrice: 2.999)]
for item in items {
    print(String(format: "%-10@ %3d x %6.2f = %8.2f", item.name, item.quantity, item.unitPrice, item.total))
}
let sum = items.reduce(0) { $0 + $1.total }
print(String(format: "total %.2f (%.0f%% tax included)", sum, 20.0))
print(String(format: "%x %X %o %05d %+d", 255, 255, 8, 42, 7))
print(String(format: "%e %g %g", 12345.678, 0.0001, 1e20))
let big = 4_294_967_297
print(String(format: "%d %ld", big, big))
print(String(format: "[%8.3f|%-8.1f|%c]", 2.0, -1.25, 65))
